// Every module's tables, for the query builder and drizzle-kit.
export * from '../modules/identity/table.js';
export * from '../modules/auth/table.js';
export * from '../plugins/oper-log-table.js';
export * from '../modules/config/table.js';
export * from '../modules/dict/table.js';
export * from '../modules/notice/table.js';
export * from '../modules/job/table.js';
export * from '../lib/workflow-table.js';
export * from '../modules/product/table.js';
export * from '../modules/order/table.js';
export * from '../modules/filing/table.js';

export * from '../modules/warehouse/table.js';
export * from '../modules/appointment/table.js';
