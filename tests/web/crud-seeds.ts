type Row = Record<string, unknown>;

/**
 * Hand-written rows of a few list pages, which their page tests (pages-system, pages-job,
 * pages-notice) list and edit; the generic suite generates its own from the definitions.
 */
export interface SeedRows {
  name: string;
  seed: Row[];
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

export const resourceCases: SeedRows[] = [
  {
    name: 'config',
    seed: [config(1, '主框架页-默认皮肤', 'sys.index.skinName'), config(2, '用户管理-初始密码', 'sys.user.initPassword')],
  },
  {
    name: 'dict type',
    seed: [dictType(1, '用户性别', 'sys_user_sex'), dictType(2, '系统开关', 'sys_normal_disable')],
  },
  {
    name: 'dict data',
    seed: [dictData(1, '红色', 'Red', 'red'), dictData(2, '蓝色', 'Blue', 'blue')],
  },

  {
    name: 'notice',
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
  },
  // scheduled jobs
  {
    name: 'job',
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
  },
];
