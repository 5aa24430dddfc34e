// Plain constants, free of zod, so that the console's first chunk does not pull the schema library.
/** Success code of every envelope; failures carry their HTTP status as code (decisions.md §2). */
export const SUCCESS_CODE = 200;
/** A session whose screen is locked (POST /lockscreen) is refused with this code (423 Locked): the console shows its lock screen, not the login. */
export const SESSION_LOCKED_CODE = 423;
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
/** The database's integer range: an id or count beyond it is bad input (400), not a server error. */
export const MAX_INT = 2_147_483_647;

/** The days of the week as schedules store them (closedWeekdays): '0' is Sunday. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** A role's data scope: 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 own data only. */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
