import type { AppVersionRow } from '../../../contract/app-version';
import type { CrudDefinition } from '../../components/crud/types';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { appVersionApi } from './api';

const bodySchema = () => import('../../../contract/app-version').then((m) => m.appVersionInput);

export const appVersionDefinition: CrudDefinition<AppVersionRow> = {
  title: 'app-version:title',
  rowKey: 'versionId',
  permission: 'biz:appVersion',
  api: appVersionApi,
  schema: bodySchema,
  exportName: 'app-version',
  formWidth: 820,
  formDefaults: () => ({ osType: 'android', forceUpdate: 'N', details: '' }),
  fields: [
    { name: 'versionId', label: 'app-version:versionId', form: false, table: { width: 90, sorter: true } },
    { name: 'osType', label: 'app-version:osType', type: 'dict', dict: 'biz_app_os_type', search: 'select', form: { widget: 'radio' }, table: { width: 100 } },
    { name: 'versionNo', label: 'app-version:versionNo', search: 'text', form: { extra: 'app-version:versionHint' }, table: { width: 110 } },
    { name: 'buildNo', label: 'app-version:buildNo', type: 'number', table: { width: 100, sorter: true } },
    { name: 'releaseTime', label: 'app-version:releaseTime', type: 'datetime', search: 'dateRange', form: {}, table: { sorter: true } },
    { name: 'forceUpdate', label: 'app-version:forceUpdate', type: 'dict', dict: 'sys_yes_no', form: { widget: 'radio' }, table: { width: 110 } },
    { name: 'updateIntro', label: 'app-version:updateIntro', type: 'textarea', table: { ellipsis: true } },
    { name: 'details', label: 'app-version:details', table: false, form: { span: 24, render: ({ label }) => <RichTextEditor aria-label={label} /> } },
    { name: 'remark', label: 'system:remark', type: 'textarea', table: false },
    { name: 'createTime', label: 'system:createTime', type: 'datetime', form: false, table: { sorter: true } },
  ],
};
