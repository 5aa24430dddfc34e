import { parseInvokeTarget } from '../../../contract/job.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { sysConfig } from '../config/table.js';
import type { sysDictData, sysDictType } from '../dict/table.js';
import { cronProblem } from '../job/cron.js';
import type { sysJob } from '../job/table.js';
import type { sysNotice } from '../notice/table.js';
import type { Ours } from './ours.js';
import { audit, planLink, refOf, text, type LinkOp, type RowOp } from './plan.js';
import type { RuoyiData } from './source.js';

export type DictTypeValues = typeof sysDictType.$inferInsert;
export type DictDataValues = typeof sysDictData.$inferInsert;
export type ConfigValues = typeof sysConfig.$inferInsert;
export type NoticeValues = typeof sysNotice.$inferInsert;
export type JobValues = typeof sysJob.$inferInsert;

const kept = (what: string) => `ours kept (${what} differs)`;

/**
 * Dictionaries: RuoYi's types and entries that we lack are added; where both have one, ours stays,
 * since the business modules read our entries (and their English labels).
 */
export function planDicts(ry: RuoyiData, ours: Ours) {
  const ourTypes = new Map(ours.dictTypes.map((t) => [t.dictType, t]));
  const seen = new Set<string>();
  const types = ry.dictTypes.map((t): RowOp<DictTypeValues> => {
    const label = t.dict_type;
    if (seen.has(t.dict_type)) return { outcome: 'skipped', label, reason: 'a second type of this name in RuoYi', ryId: t.dict_id };
    seen.add(t.dict_type);
    const mine = ourTypes.get(t.dict_type);
    if (mine) return mine.dictName === text(t.dict_name) && mine.status === (t.status ?? '0')
      ? { outcome: 'unchanged', label, ryId: t.dict_id, ourId: mine.dictId }
      : { outcome: 'skipped', label, reason: kept('name or status'), ryId: t.dict_id, ourId: mine.dictId };
    return { outcome: 'added', label, ryId: t.dict_id, values: { dictName: text(t.dict_name), dictType: t.dict_type, status: t.status ?? '0', remark: t.remark, ...audit(t) } };
  });
  const ourData = new Map(ours.dictData.map((d) => [`${d.dictType}\u0000${d.dictValue}`, d]));
  const taken = new Set<string>();
  const data = ry.dictData.map((d): RowOp<DictDataValues> => {
    const type = text(d.dict_type);
    const value = text(d.dict_value);
    const label = `${type}=${value}`;
    const key = `${type}\u0000${value}`;
    if (!seen.has(type) && !ourTypes.has(type)) return { outcome: 'skipped', label, reason: `type ${type} is not defined`, ryId: d.dict_code };
    if (taken.has(key)) return { outcome: 'skipped', label, reason: 'a second entry of this value in RuoYi', ryId: d.dict_code };
    taken.add(key);
    const mine = ourData.get(key);
    if (mine) return mine.dictLabelZh === text(d.dict_label)
      ? { outcome: 'unchanged', label, ryId: d.dict_code, ourId: mine.dictCode }
      : { outcome: 'skipped', label, reason: kept('label'), ryId: d.dict_code, ourId: mine.dictCode };
    const values: DictDataValues = {
      dictSort: d.dict_sort ?? 0, dictLabelZh: text(d.dict_label), dictLabelEn: text(d.dict_label), dictValue: value, dictType: type,
      cssClass: d.css_class, listClass: d.list_class, isDefault: d.is_default ?? 'N', status: d.status ?? '0', remark: d.remark, ...audit(d),
    };
    return { outcome: 'added', label, ryId: d.dict_code, values };
  });
  return { types, data };
}

/** Parameters: ours win on a key both have; RuoYi's own keys are added. */
export function planConfigs(ry: RuoyiData, ours: Ours): RowOp<ConfigValues>[] {
  const byKey = new Map(ours.configs.map((c) => [c.configKey, c]));
  const seen = new Set<string>();
  return ry.configs.map((c) => {
    const label = text(c.config_key);
    if (!label) return { outcome: 'skipped', label: `#${c.config_id}`, reason: 'no key', ryId: c.config_id };
    if (seen.has(label)) return { outcome: 'skipped', label, reason: 'a second parameter with this key in RuoYi', ryId: c.config_id };
    seen.add(label);
    const mine = byKey.get(label);
    if (mine) return mine.configValue === text(c.config_value)
      ? { outcome: 'unchanged', label, ryId: c.config_id, ourId: mine.configId }
      : { outcome: 'skipped', label, reason: kept('value'), ryId: c.config_id, ourId: mine.configId };
    return {
      outcome: 'added', label, ryId: c.config_id,
      values: { configName: text(c.config_name) || label, configKey: label, configValue: text(c.config_value), configType: c.config_type ?? 'N', remark: c.remark, ...audit(c) },
    };
  });
}

/** Notices: the same as ours when title and creation time are; their HTML is cleaned as ours is. */
export function planNotices(ry: RuoyiData, ours: Ours, users: RowOp<unknown>[]) {
  const stamp = (title: string, at: Date | null) => `${title}\u0000${at?.getTime() ?? ''}`;
  const byKey = new Map(ours.notices.map((n) => [stamp(n.noticeTitle, n.createTime), n]));
  const notices = ry.notices.map((n): RowOp<NoticeValues> => {
    const label = n.notice_title;
    const mine = byKey.get(stamp(n.notice_title, n.create_time));
    if (mine) return { outcome: 'unchanged', label, ryId: n.notice_id, ourId: mine.noticeId };
    const content = Buffer.isBuffer(n.notice_content) ? n.notice_content.toString('utf8') : text(n.notice_content);
    return {
      outcome: 'added', label, ryId: n.notice_id,
      values: { noticeTitle: n.notice_title, noticeType: n.notice_type, noticeContent: sanitizeRichText(content), status: n.status ?? '0', remark: n.remark, ...audit(n) },
    };
  });
  const notice = new Map(notices.map((op) => [op.ryId, op]));
  const user = new Map(users.map((op) => [op.ryId, op]));
  const reads: LinkOp[] = (ry.noticeReads ?? []).map((r) =>
    planLink(`${notice.get(r.notice_id)?.label ?? r.notice_id} ← ${user.get(r.user_id)?.label ?? r.user_id}`, refOf(notice.get(r.notice_id)), refOf(user.get(r.user_id)), ours.noticeReads, [
      `notice ${r.notice_id} is not imported`, `user ${r.user_id} is not imported`,
    ], r.read_time),
  );
  return { notices, reads };
}

/** Jobs come paused: their targets are RuoYi's Java beans, which do not exist here. */
export function planJobs(ry: RuoyiData, ours: Ours) {
  const warnings: string[] = [];
  const byKey = new Map(ours.jobs.map((j) => [`${j.jobName}\u0000${j.jobGroup}`, j]));
  const jobs = (ry.jobs ?? []).map((j): RowOp<JobValues> => {
    const label = `${j.job_name} (${j.job_group})`;
    const mine = byKey.get(`${j.job_name}\u0000${j.job_group}`);
    if (mine) return mine.invokeTarget === j.invoke_target && mine.cronExpression === text(j.cron_expression)
      ? { outcome: 'unchanged', label, ryId: j.job_id, ourId: mine.jobId }
      : { outcome: 'skipped', label, reason: kept('invoke target or cron'), ryId: j.job_id, ourId: mine.jobId };
    const target = parseInvokeTarget(j.invoke_target);
    const cron = cronProblem(text(j.cron_expression));
    warnings.push(
      `job ${label}: paused; ${target.ok ? `its target ${j.invoke_target} names a task of ours: check its arguments before resuming` : `its target ${j.invoke_target} is RuoYi's Java code and does not exist here`}` +
        (cron ? `; its cron "${j.cron_expression}" is not one ours reads (${cron})` : /\d/.test(text(j.cron_expression).trim().split(/\s+/)[5] ?? '') ? '; weekdays in its cron count 0-6 from Sunday here, 1-7 in Quartz' : ''),
    );
    return {
      outcome: 'added', label, ryId: j.job_id,
      values: {
        jobName: j.job_name, jobGroup: j.job_group, invokeTarget: j.invoke_target, cronExpression: text(j.cron_expression),
        misfirePolicy: j.misfire_policy ?? '3', concurrent: j.concurrent ?? '1', status: '1', remark: j.remark ?? '', ...audit(j),
      },
    };
  });
  return { jobs, warnings };
}
