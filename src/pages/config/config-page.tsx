import { CrudPage } from '../../components/crud/crud-page';
import { configDefinition } from './config-definition';

export { configDefinition };

/** Parameter settings (/system/config). */
export function ConfigPage() {
  return <CrudPage definition={configDefinition} />;
}
