import { z } from 'zod';
import { userNameRule, userPassword } from './user.js';

export const loginBody = z.object({
  // the same normalisation as a stored name (contract/user.ts userNameRule), so ａｄｍｉｎ signs in as admin
  username: z.string().trim().min(1).max(30).transform((s) => s.normalize('NFKC')),
  password: z.string().min(1).max(64),
  code: z.string().max(10).optional(),
  uuid: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The lock screen's password (RuoYi's POST /unlockscreen). */
export const unlockBody = z.object({ password: z.string().min(1).max(64) });

export const loginResult = z.object({ code: z.number(), msg: z.string(), token: z.string() });

export const captchaResult = z.object({
  code: z.number(),
  msg: z.string(),
  captchaEnabled: z.boolean(),
  /** sys.account.registerUser: the login page offers /register */
  registerEnabled: z.boolean().optional(),
  uuid: z.string().optional(),
  /** base64 of an SVG image: show it as data:image/svg+xml;base64,{img} */
  img: z.string().optional(),
});

export const sessionUser = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  deptId: z.number().nullable(),
  /** RuoYi's user.dept: ancestors are the ids above it, '0,100,101' */
  dept: z.object({ deptId: z.number(), deptName: z.string(), ancestors: z.string().optional() }).nullable(),
  createTime: z.string().nullable(),
  loginIp: z.string().nullable(),
  loginDate: z.string().nullable(),
  pwdUpdateDate: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const infoResult = z.object({
  code: z.number(),
  msg: z.string(),
  user: sessionUser,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** true while the initial password must still be changed (sys.account.initPasswordModify) */
  isDefaultModifyPwd: z.boolean(),
  isPasswordExpired: z.boolean(),
  /** the password must change before anything else answers (issue 47): set by someone else or never changed */
  mustChangePassword: z.boolean().optional(),
});

export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string | null;
  affix?: boolean;
  breadcrumb?: boolean;
  activeMenu?: string;
}

/** RuoYi's route record as /getRouters returns it. */
export interface RouteRecord {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  component?: string;
  query?: string;
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouteRecord[];
}

export const routeRecord: z.ZodType<RouteRecord> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    path: z.string(),
    hidden: z.boolean().optional(),
    redirect: z.string().optional(),
    component: z.string().optional(),
    query: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    meta: z
      .object({
        title: z.string(),
        icon: z.string().optional(),
        noCache: z.boolean().optional(),
        link: z.string().nullable().optional(),
        affix: z.boolean().optional(),
        breadcrumb: z.boolean().optional(),
        activeMenu: z.string().optional(),
      })
      .optional(),
    children: z.array(routeRecord).optional(),
  }),
);

export const routersQuery = z.object({ language: z.enum(['0', '1']).optional() });

/**
 * POST /register (RuoYi's self-registration, open only while sys.account.registerUser is true):
 * the same name and password rules as an account an administrator adds.
 */
export const registerBody = z
  .object({
    username: userNameRule,
    password: userPassword,
    confirmPassword: z.string().max(64),
    code: z.string().max(10).optional(),
    uuid: z.string().max(64).optional(),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'the two passwords differ', path: ['confirmPassword'] });
export type RegisterBody = z.infer<typeof registerBody>;
