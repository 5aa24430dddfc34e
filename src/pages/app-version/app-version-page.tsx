import { CrudPage } from '../../components/crud/crud-page';
import { appVersionDefinition } from './app-version-definition';

export { appVersionDefinition };

/** App versions (/biz/appVersion): the release history of the warehouse staff's phone app. */
export function AppVersionPage() {
  return <CrudPage definition={appVersionDefinition} />;
}
