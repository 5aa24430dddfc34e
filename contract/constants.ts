// Plain constants, free of zod, so that the console's first chunk does not pull the schema library.
/** Success code of every envelope; failures carry their HTTP status as code (decisions.md §2). */
export const SUCCESS_CODE = 200;
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
/** The database's integer range: an id or count beyond it is bad input (400), not a server error. */
export const MAX_INT = 2_147_483_647;
