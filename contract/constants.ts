// Plain constants, free of zod, so that the console's first chunk does not pull the schema library.
/** Success code of every envelope; failures carry their HTTP status as code (decisions.md §2). */
export const SUCCESS_CODE = 200;
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
