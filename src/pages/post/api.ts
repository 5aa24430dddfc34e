import type { PostRow } from '../../../contract/post';
import { crudApi } from '../../components/crud/crud-api';

export const postApi = crudApi<PostRow>('/system/post');
