/** The signed-in user a request carries: who, where, and what their roles grant. */
export interface LoginUser {
  sessionId: string;
  userId: number;
  userName: string;
  nickName: string;
  deptId: number | null;
  deptName: string | null;
  /** the department's English name (English mode shows it where set) */
  deptNameEn?: string | null;
  /** the department's ancestor ids, '0,100,101' */
  deptAncestors?: string | null;
  roles: string[];
  permissions: string[];
  /** each enabled role's data scope (server/lib/data-scope.ts) */
  dataScopes: { roleId: number; dataScope: string }[];
  /** the password was set by someone else or never changed: nothing but changing it (and signing out) until it is (issue 47) */
  mustChangePassword?: boolean;
}

export const ADMIN_ROLE = 'admin';
export const ALL_PERMISSION = '*:*:*';

export function hasPermission(user: LoginUser, needed: string | string[]): boolean {
  if (user.roles.includes(ADMIN_ROLE) || user.permissions.includes(ALL_PERMISSION)) return true;
  const list = Array.isArray(needed) ? needed : [needed];
  return list.some((p) => user.permissions.includes(p));
}
