import { CrudPage } from '../../../components/crud/crud-page';
import { onlineDefinition } from './online-definition';

export { onlineDefinition };

/** Online users (/monitor/online): live sessions; force one or several out. */
export function OnlinePage() {
  return <CrudPage definition={onlineDefinition} />;
}
