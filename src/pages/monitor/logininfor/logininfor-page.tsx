import { CrudPage } from '../../../components/crud/crud-page';
import { logininforDefinition } from './logininfor-definition';

export { logininforDefinition };

/** The login log (/monitor/logininfor): search, delete, clean, unlock a locked account, export. */
export function LoginLogPage() {
  return <CrudPage definition={logininforDefinition} />;
}
