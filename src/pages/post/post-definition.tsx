import type { PostRow } from '../../../contract/post';
import type { CrudDefinition } from '../../components/crud/types';
import { postApi } from './api';
import { namePair, statusField } from '../../components/crud/common-fields';

const bodySchema = () => import('../../../contract/post').then((m) => m.postInput);

export const postDefinition: CrudDefinition<PostRow> = {
  title: 'post:title',
  rowKey: 'postId',
  permission: 'system:post',
  api: postApi,
  schema: bodySchema,
  exportName: 'post',
  formDefaults: () => ({ status: '0', postSort: 0 }),
  fields: [
    { name: 'postId', label: 'post:postId', form: false, table: { width: 100, sorter: true } },
    { name: 'postCode', label: 'post:postCode', search: 'text', table: { sorter: true } },
    ...namePair<PostRow>('postName', 'post:postName'),
    { name: 'postSort', label: 'post:postSort', type: 'number', table: { width: 100, sorter: true } },
    statusField(),
    { name: 'remark', label: 'system:remark', type: 'textarea', table: { ellipsis: true } },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', table: { sorter: true } },
  ],
};

