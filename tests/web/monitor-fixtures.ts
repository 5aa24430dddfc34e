import { http, HttpResponse } from 'msw';
import type { DictDataRow } from '../../contract/system';

const entry = (dictType: string, dictValue: string, zh: string, en: string, listClass: string): DictDataRow => ({
  dictCode: Number(dictValue) + 1,
  dictSort: Number(dictValue),
  dictLabel: zh,
  dictLabelZh: zh,
  dictLabelEn: en,
  dictValue,
  dictType,
  cssClass: null,
  listClass,
  isDefault: 'N',
  status: '0',
  remark: null,
  createTime: null,
});

/** The dictionaries of the notice and monitor pages, as the seed migration has them. */
const dicts: Record<string, DictDataRow[]> = {
  sys_notice_type: [entry('sys_notice_type', '1', '通知', 'Notice', 'warning'), entry('sys_notice_type', '2', '公告', 'Announcement', 'success')],
  sys_notice_status: [entry('sys_notice_status', '0', '正常', 'Open', 'primary'), entry('sys_notice_status', '1', '关闭', 'Closed', 'danger')],
  sys_oper_type: [entry('sys_oper_type', '1', '新增', 'Insert', 'info'), entry('sys_oper_type', '2', '修改', 'Update', 'info'), entry('sys_oper_type', '9', '清空数据', 'Clean', 'danger')],
  sys_common_status: [entry('sys_common_status', '0', '成功', 'Success', 'primary'), entry('sys_common_status', '1', '失败', 'Failure', 'danger')],
};

export const monitorDictHandler = () =>
  http.get('*/system/dict/data/type/:type', ({ params, request }) => {
    const en = (request.headers.get('Accept-Language') ?? '').startsWith('en');
    const rows = (dicts[String(params.type)] ?? []).map((d) => ({ ...d, dictLabel: en ? d.dictLabelEn : d.dictLabelZh }));
    return HttpResponse.json({ code: 200, msg: 'ok', data: rows });
  });
