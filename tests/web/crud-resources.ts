import type { CrudDefinition } from '../../src/components/crud/types';
import { configDefinition } from '../../src/pages/config/config-page';
import { dictDataDefinition } from '../../src/pages/dict/dict-data-definition';
import { dictTypeDefinition } from '../../src/pages/dict/dict-type-page';
import { i18n } from '../../src/lib/i18n';
import { jobDefinition } from '../../src/pages/job/job-page';
import { noticeDefinition } from '../../src/pages/notice/notice-page';
// users, departments, posts
import { postDefinition } from '../../src/pages/post/post-page';
// products
import { productDefinition } from '../../src/pages/product/product-page';

type Row = Record<string, unknown>;

/**
 * Every list page built on the kit, for the shared search → add → edit → delete suite
 * (crud-resources.test.tsx). A new module adds one entry here.
 */
export interface ResourceCase {
  name: string;
  /** API base path of the definition's crudApi */
  base: string;
  definition: CrudDefinition<Row>;
  seed: Row[];
  /** server-computed fields of a stored row */
  derive?: (row: Row) => Row;
  /** the text of a row in the table */
  display: (row: Row) => string;
  /** a text search field and a value that only seed[0] matches */
  search: { field: string; value: string };
  /** text typed in the add dialog, by field name; other fields keep their defaults */
  add: Record<string, string>;
  /** a text field changed in the edit dialog */
  edit: { field: string; value: string };
}

const config = (id: number, name: string, key: string): Row => ({
  configId: id,
  configName: name,
  configKey: key,
  configValue: 'true',
  configType: 'Y',
  remark: null,
  createBy: 'admin',
  createTime: `2024-01-0${id} 08:00:00`,
  updateBy: null,
  updateTime: null,
});

const dictType = (id: number, name: string, type: string): Row => ({
  dictId: id,
  dictName: name,
  dictType: type,
  status: '0',
  remark: null,
  createTime: `2024-01-0${id} 08:00:00`,
});

const dictData = (code: number, zh: string, en: string, value: string): Row => ({
  dictCode: code,
  dictSort: code,
  dictLabelZh: zh,
  dictLabelEn: en,
  dictValue: value,
  dictType: 'biz_color',
  cssClass: null,
  listClass: 'primary',
  isDefault: 'N',
  status: '0',
  remark: null,
  createTime: '2024-01-01 08:00:00',
});

const asRows = <T>(def: CrudDefinition<T & Row>) => def as unknown as CrudDefinition<Row>;

export const resourceCases: ResourceCase[] = [
  {
    name: 'config',
    base: '/system/config',
    definition: asRows(configDefinition),
    seed: [config(1, '主框架页-默认皮肤', 'sys.index.skinName'), config(2, '用户管理-初始密码', 'sys.user.initPassword')],
    display: (r) => String(r.configName),
    search: { field: 'configName', value: '皮肤' },
    add: { configName: '测试参数', configKey: 'test.key', configValue: '42' },
    edit: { field: 'configValue', value: '43' },
  },
  {
    name: 'dict type',
    base: '/system/dict/type',
    definition: asRows(dictTypeDefinition),
    seed: [dictType(1, '用户性别', 'sys_user_sex'), dictType(2, '系统开关', 'sys_normal_disable')],
    display: (r) => String(r.dictName),
    search: { field: 'dictName', value: '性别' },
    add: { dictName: '颜色', dictType: 'biz_color' },
    edit: { field: 'dictName', value: '颜色二' },
  },
  {
    name: 'dict data',
    base: '/system/dict/data',
    definition: asRows(
      dictDataDefinition({ dictType: 'biz_color', types: [], t: i18n.t.bind(i18n), onClose: () => undefined }),
    ),
    seed: [dictData(1, '红色', 'Red', 'red'), dictData(2, '蓝色', 'Blue', 'blue')],
    derive: (r) => ({ ...r, dictLabel: r.dictLabelZh }),
    display: (r) => String(r.dictLabelZh),
    search: { field: 'dictLabel', value: '红' },
    add: { dictLabelZh: '绿色', dictLabelEn: 'Green', dictValue: 'green' },
    edit: { field: 'dictLabelEn', value: 'Lime' },
  },
  // notices, logs, online users, server
  {
    name: 'notice',
    base: '/system/notice',
    definition: asRows(noticeDefinition),
    seed: [1, 2].map((id) => ({
      noticeId: id,
      noticeTitle: id === 1 ? '春节放假通知' : '三号门维修公告',
      noticeType: String(id),
      noticeContent: `<p>notice ${id}</p>`,
      status: '0',
      remark: null,
      createBy: 'admin',
      createTime: `2024-01-0${id} 08:00:00`,
      updateBy: null,
      updateTime: null,
    })),
    display: (r) => String(r.noticeTitle),
    search: { field: 'noticeTitle', value: '春节' },
    add: { noticeTitle: '盘点通知' },
    edit: { field: 'noticeTitle', value: '年终盘点通知' },
  },
  // users, departments, posts
  {
    name: 'post',
    base: '/system/post',
    definition: asRows(postDefinition),
    seed: [1, 2].map((id) => ({
      postId: id,
      postCode: id === 1 ? 'documentary' : 'broker',
      postName: id === 1 ? '跟单员' : '报关员',
      postSort: id,
      status: '0',
      remark: null,
      createBy: 'admin',
      createTime: `2024-01-0${id} 08:00:00`,
    })),
    display: (r) => String(r.postName),
    search: { field: 'postName', value: '跟单' },
    add: { postCode: 'tally', postName: '理货员' },
    edit: { field: 'postName', value: '理货组长' },
  },
  // scheduled jobs
  {
    name: 'job',
    base: '/monitor/job',
    definition: asRows(jobDefinition(i18n.t.bind(i18n))),
    seed: [
      [1, '清理过期会话', 'expireSessions'],
      [2, '系统探针', 'probe'],
    ].map(([id, name, target]) => ({
      jobId: id,
      jobName: name,
      jobGroup: 'SYSTEM',
      invokeTarget: target,
      cronExpression: '0 */5 * * * *',
      misfirePolicy: '3',
      concurrent: '1',
      status: '0',
      remark: null,
      createBy: 'admin',
      createTime: `2024-01-0${id} 08:00:00`,
      updateBy: null,
      updateTime: null,
      nextValidTime: '2030-01-01 00:05:00',
    })),
    display: (r) => String(r.jobName),
    search: { field: 'jobName', value: '会话' },
    add: { jobName: '每日探针', invokeTarget: 'probe', cronExpression: '0 0 2 * * ?' },
    edit: { field: 'jobName', value: '每日探针二' },
  },
  // products
  {
    name: 'product',
    base: '/biz/product',
    definition: asRows(productDefinition({ t: i18n.t.bind(i18n), permissions: ['*:*:*'], onMove: () => undefined, onHistory: () => undefined })),
    seed: [
      [1, 'CUP-001', '保温杯'],
      [2, 'TEE-002', '纯棉T恤'],
    ].map(([id, articleNo, nameZh]) => ({
      productId: id,
      articleNo,
      nameZh,
      nameEn: '',
      hscode: '',
      length: null,
      width: null,
      height: null,
      grossWeight: null,
      netWeight: null,
      supplier: '',
      status: '0',
      version: 0,
      remark: null,
      deptId: 101,
      userId: 2,
      createBy: 'cs',
      createTime: `2024-01-0${id} 08:00:00`,
      updateBy: null,
      updateTime: null,
    })),
    // a new product starts to be completed (the server sets it)
    derive: (r) => ({ status: '0', version: 0, ...r }),
    display: (r) => String(r.articleNo),
    search: { field: 'articleNo', value: 'CUP' },
    add: { articleNo: 'BAG-003', nameZh: '帆布包' },
    edit: { field: 'nameZh', value: '不锈钢保温杯' },
  },
];
