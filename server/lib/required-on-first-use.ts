import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package that only some requests use, required when one first does rather than at
 * start, behind a function that stays synchronous for its callers (a dynamic import would not).
 */
export function requiredOnFirstUse<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
