import type { LoginUser } from './login-user.js';

/** How long a process reuses a user's roles and permissions: role edits apply within this. */
export const GRANTS_TTL_MS = 5_000;

/**
 * A user's roles and permissions as this process last read them. A process cache, below every
 * module: the session reads it, and the modules that change roles, menus or users clear it.
 */
export const grantsCache = new Map<number, { roles: string[]; permissions: string[]; dataScopes: LoginUser['dataScopes']; until: number }>();

let clears = 0;
/** How many times this process dropped its grants: a read begun before a drop is not kept after it. */
export const grantsClears = () => clears;

/** Drops cached grants, e.g. after roles or menus change in this process. */
export function clearGrantsCache() {
  clears++;
  grantsCache.clear();
}
