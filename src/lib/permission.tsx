import { useSyncExternalStore, type ReactNode } from 'react';

export const ALL_PERMISSION = '*:*:*';
export const SUPER_ADMIN = 'admin';
// Developer errors, worded as the spec has them (Chinese).
export const PERMI_REQUIRED = '请设置操作权限标签值';
export const ROLE_REQUIRED = '请设置角色权限标签值';

function requireValues(values: readonly string[] | null | undefined, error: string): readonly string[] {
  if (!Array.isArray(values) || values.length === 0) throw new Error(error);
  return values;
}

export function hasPermi(permissions: readonly string[], values: readonly string[]): boolean {
  const wanted = requireValues(values, PERMI_REQUIRED);
  return permissions.some((p) => p === ALL_PERMISSION || wanted.includes(p));
}

export function hasRole(roles: readonly string[], values: readonly string[]): boolean {
  const wanted = requireValues(values, ROLE_REQUIRED);
  return roles.some((r) => r === SUPER_ADMIN || wanted.includes(r));
}

/** What the checks below read: the signed-in user's grants, and word when they change. */
export interface GrantSource {
  getState: () => { permissions: readonly string[]; roles: readonly string[] };
  subscribe: (listener: () => void) => () => void;
}

const nobody = { permissions: [], roles: [] };
let grants: GrantSource = { getState: () => nobody, subscribe: () => () => {} };

/** The user store binds itself here once at start (lib sits below the stores and cannot import them). */
export function bindGrants(source: GrantSource): void {
  grants = source;
}

const useGrants = <T,>(pick: (state: ReturnType<GrantSource['getState']>) => T): T =>
  useSyncExternalStore(grants.subscribe, () => pick(grants.getState()));

/** True when the signed-in user holds any of the permissions; *:*:* holds them all. */
export function checkPermi(values: readonly string[]): boolean {
  return hasPermi(grants.getState().permissions, values);
}

/** True when the signed-in user holds any of the roles; admin holds them all. */
export function checkRole(values: readonly string[]): boolean {
  return hasRole(grants.getState().roles, values);
}

export function useHasPermi(values: readonly string[]): boolean {
  return hasPermi(useGrants((s) => s.permissions), values);
}

export function useHasRole(values: readonly string[]): boolean {
  return hasRole(useGrants((s) => s.roles), values);
}

interface GuardProps {
  value: readonly string[];
  children?: ReactNode;
}

/** Renders its children only for users holding one of the permissions. */
export function HasPermi({ value, children }: GuardProps) {
  return useHasPermi(value) ? <>{children}</> : null;
}

/** Renders its children only for users holding one of the roles. */
export function HasRole({ value, children }: GuardProps) {
  return useHasRole(value) ? <>{children}</> : null;
}
