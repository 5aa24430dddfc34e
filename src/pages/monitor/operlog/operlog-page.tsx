import { CrudPage } from '../../../components/crud/crud-page';
import { operlogDefinition } from './operlog-definition';

export { operlogDefinition };

/** The operation log (/monitor/operlog): search, details, delete, clean, export. */
export function OperLogPage() {
  return <CrudPage definition={operlogDefinition} />;
}
