import type { LoginUser } from './login-user.js';

/** How long a process reuses a user's roles and permissions: role edits apply within this. */
export const GRANTS_TTL_MS = 5_000;

/**
 * A user's roles and permissions as this process last read them. A process cache, below every
 * module: the session reads it, and the modules that change roles, menus or users clear it.
 */
export const grantsCache = new Map<number, { roles: string[]; permissions: string[]; dataScopes: LoginUser['dataScopes']; until: number }>();

/** Drops cached grants, e.g. after roles or menus change in this process. */
export function clearGrantsCache() {
  grantsCache.clear();
}
