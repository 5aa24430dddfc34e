/**
 * The contracts' own reasons (a `.regex`, `.refine` or `.min` message) in Chinese. A contract
 * writes its reason once, in English, where the rule is; this table gives the Chinese a Chinese
 * reader gets instead (zod's own reasons are localised by zod: server/lib/zod-locale.ts). `{0}` is
 * the part a message fills in (a value, a limit, a key). Zod-free: the console may read it too.
 * A reason missing here reaches a Chinese reader in English: tests/server/language-sweep.test.ts
 * sends a refused value to every route and fails on it.
 */
const ZH: Readonly<Record<string, string>> = {
  required: '必填',
  'no such date or time': '日期或时间不存在',
  'expected yyyy-MM-dd': '格式应为 yyyy-MM-dd',
  'expected yyyy-MM-dd HH:mm': '格式应为 yyyy-MM-dd HH:mm',
  'expected yyyy-MM-dd HH:mm:ss': '格式应为 yyyy-MM-dd HH:mm:ss',
  'expected HH:mm': '格式应为 HH:mm',
  'expected a number': '应为数字',
  'must be ≥ 0': '不能小于 0',
  'must be ≤ {0}': '不能大于 {0}',
  'invalid phone number': '电话号码格式不正确',
  'expected a phone number': '电话号码格式不正确',
  'expected a licence plate such as 粤B12345': '车牌号格式不正确，例如 粤B12345',
  'not an e-mail address': '邮箱地址格式不正确',
  'not an e-mail address: {0}': '邮箱地址格式不正确：{0}',
  'at least one e-mail address': '至少填写一个邮箱地址',
  'at most 20 addresses': '最多 20 个邮箱地址',
  'at most 20 photos': '最多 20 张照片',
  'at most 10 files': '最多 10 个文件',
  'at most 20 documents': '最多 20 个单证',
  'at most 50 orders': '最多 50 个订单',
  'at most 5000 pallets at once': '一次最多 5000 个托盘',
  'at least one order': '至少选择一个订单',
  'choose at least one order': '至少选择一个订单',
  'expected a packing list uploaded through this page': '请通过本页面上传装箱单',
  'choose at least one pallet': '至少选择一个托盘',
  'choose at least one field': '至少选择一个字段',
  'expected an image path from /common/upload': '应为通过 /common/upload 上传的图片路径',
  'expected image paths from /common/upload, comma-separated': '应为通过 /common/upload 上传的图片路径，以逗号分隔',
  'expected a file path from /common/upload': '应为通过 /common/upload 上传的文件路径',
  'expected file paths from /common/upload, comma-separated': '应为通过 /common/upload 上传的文件路径，以逗号分隔',
  'expected comma-separated ids': '应为以逗号分隔的编号',
  'expected comma-separated numbers': '应为以逗号分隔的数字',
  'expected comma-separated session ids': '应为以逗号分隔的会话编号',
  'expected a session id': '会话编号格式不正确',
  'an id is out of range': '编号超出范围',
  'an id is listed twice': '编号重复',
  '{0} and orderNums must list as many entries (at most 1000)': '编号与排序号的个数必须相同（最多 1000 个）',
  'expected status values {0}': '状态值应为 {0}',
  'expected FCR states {0}': 'FCR 状态应为 {0}',
  'expected container states {0}': '装柜状态应为 {0}',
  'expected stock states {0}': '库存状态应为 {0}',
  'expected weekdays 0-6, comma-separated': '应为 0-6 的星期数，以逗号分隔',
  'the two passwords differ': '两次输入的密码不一致',
  'must not contain < > " \' \\ |': '不能包含 < > " \' \\ |',
  'no spaces, invisible characters or < > " \' \\ |': '不能包含空格、不可见字符或 < > " \' \\ |',
  'no spaces': '不能包含空格',
  'no spaces or quotes': '不能包含空格或引号',
  'digits only': '只能是数字',
  'letters, digits, dot, dash or underscore only': '只能包含字母、数字、点、横线或下划线',
  'letters, digits, _ : . - only': '只能包含字母、数字和 _ : . -',
  'letters, digits, - _ . / only': '只能包含字母、数字和 - _ . /',
  'letters, digits, - or _ only': '只能包含字母、数字、- 或 _',
  'must start with a letter; lower-case letters, digits and underscore only': '必须以字母开头，只能包含小写字母、数字和下划线',
  'module:entity:action': '格式应为 模块:实体:操作',
  'an icon name': '应为图标名称',
  'expected a sys_oper_type value': '应为操作类型（sys_oper_type）的值',
  'expected a version like 1.1.1': '版本号格式应为 1.1.1',
  'expected a currency code like USD': '币种应为三位字母代码，例如 USD',
  'expected a pallet code (letters, digits and dashes)': '托盘码只能包含大写字母、数字和横线',
  'expected a location such as A-01-02': '库位格式不正确，例如 A-01-02',
  'not a valid container number (ISO 6346: 4 letters, 6 digits and the check digit, e.g. MSKU1234565)': '柜号不正确（ISO 6346：4 位字母、6 位数字和校验位，例如 MSKU1234565）',
  'required when isSpecial = Y': '特殊订单必须填写',
  'a reason is required for an abnormal end': '异常结束必须填写原因',
  'the reason is required when a pre-order does not pass': '预报单不通过时必须填写原因',
  'must not exceed the gross weight': '不能大于毛重',
  'must be later than the opening time': '必须晚于开始营业时间',
  'expected a lower-case table or column name (letters, digits, _)': '应为小写的表名或列名（字母、数字、_）',
  'expected a camelCase name': '应为小驼峰名称（camelCase）',
  'expected a PascalCase name': '应为大驼峰名称（PascalCase）',
  'expected a kebab-case folder name': '应为短横线分隔的目录名（kebab-case）',
  'expected a dictionary type (lower-case letters, digits, _)': '应为字典类型（小写字母、数字、_）',
  'expected a column name': '应为列名',
  'expected a role key': '应为角色权限字符',
  'expected module:entity, e.g. biz:toolLend': '格式应为 模块:实体，例如 biz:toolLend',
  'a tree needs a whole-number parent column': '树表需要一个整数类型的父级列',
};

/** A template with `{0}` as a pattern that finds the filled-in part again. */
const patterns = Object.entries(ZH)
  .filter(([en]) => en.includes('{0}'))
  .map(([en, zh]) => ({ re: new RegExp(`^${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{0\\}', '(.+?)')}$`, 's'), zh }));

/** A contract's reason in the reader's language: the English is the contract's own text. */
export function contractMessage(lang: 'zh' | 'en', message: string): string {
  if (lang === 'en') return message;
  const exact = ZH[message];
  if (exact !== undefined) return exact;
  for (const { re, zh } of patterns) {
    const found = re.exec(message);
    if (found) return zh.replace('{0}', found[1]);
  }
  return message;
}
