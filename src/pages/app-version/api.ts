import type { AppVersionRow } from '../../../contract/app-version';
import { crudApi } from '../../components/crud/crud-api';

export const appVersionApi = crudApi<AppVersionRow>('/biz/appVersion');
