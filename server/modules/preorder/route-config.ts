export const perm = (action: string) => ({ access: { permission: `biz:preorder:${action}` } });
export const operLog = (businessType: number) => ({ operLog: { title: 'preorder', businessType } });
export const tags = ['biz: pre-order'];
/** The check status dictionary (migration 0005): 0 unprocessed, 1 passed, 2 not passed. */
export const CHECK_DICT = 'biz_preorder_check_status';
export const CHECK = { unprocessed: '0', passed: '1', notPassed: '2' } as const;
