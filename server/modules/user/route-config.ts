export const perm = (action: string) => ({ access: { permission: `system:user:${action}` } });
export const operLog = (businessType: number) => ({ operLog: { title: 'user', businessType } });
export const tags = ['system: user'];
/** The built-in administrator account: never deleted or disabled, keeps its role. */
export const ADMIN_USER_ID = 1;
