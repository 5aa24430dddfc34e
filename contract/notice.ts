import { z } from 'zod';
import { MAX_INT } from './constants.js';
import { pageQuery, statusFlag } from './common.js';

const text = (max: number) => z.string().trim().max(max);

/** 1 notice, 2 announcement (dictionary sys_notice_type). */
export const noticeType = z.enum(['1', '2']);

export const noticeRow = z.object({
  noticeId: z.number(),
  noticeTitle: z.string(),
  noticeType,
  /** HTML, sanitized by the server before it was stored */
  noticeContent: z.string(),
  /** 0 open, 1 closed (sys_notice_status) */
  status: statusFlag,
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

export const noticeInput = z.object({
  noticeId: z.number().int().positive().max(MAX_INT).optional(),
  noticeTitle: z.string().trim().min(1).max(50),
  noticeType,
  /** rich text; the server strips scripts, event handlers and javascript: links */
  noticeContent: z.string().max(200_000).default(''),
  status: statusFlag.default('0'),
  remark: text(255).nullish(),
});
export type NoticeInput = z.infer<typeof noticeInput>;

export const noticeQuery = pageQuery.extend({
  noticeTitle: text(50).optional(),
  createBy: text(64).optional(),
  noticeType: z.enum(['1', '2', '']).optional(),
  status: z.enum(['0', '1', '']).optional(),
});

/** An open notice on the home page. */
export const homeNotice = noticeRow.pick({ noticeId: true, noticeTitle: true, noticeType: true, noticeContent: true, createBy: true, createTime: true });
export type HomeNotice = z.infer<typeof homeNotice>;
export const homeNoticesResult = z.object({ code: z.number(), msg: z.string(), data: z.array(homeNotice) });

/** A notice in the navbar bell (RuoYi's /system/notice/listTop): open, newest first, read or not by the caller. */
export const bellNotice = homeNotice.extend({ isRead: z.boolean() });
export type BellNotice = z.infer<typeof bellNotice>;
/** RuoYi's shape: the notices in `data`, and how many open notices the caller has not read. */
export const bellResult = z.object({ code: z.number(), msg: z.string(), data: z.array(bellNotice), unreadCount: z.number() });
export type BellResult = z.infer<typeof bellResult>;

const noticeId = z.coerce.number().int().positive().max(MAX_INT).max(Number.MAX_SAFE_INTEGER);
export const markReadQuery = z.object({ noticeId });

/** Who has read a notice (RuoYi's /system/notice/readUsers/list): searchValue finds a login or nick name. */
export const readUsersQuery = pageQuery.extend({ noticeId, searchValue: text(64).optional() });
export const noticeReader = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  deptName: z.string().nullable(),
  readTime: z.string().nullable(),
});
export type NoticeReader = z.infer<typeof noticeReader>;
