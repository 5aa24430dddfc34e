import type { Db } from '../../db/client.js';
import { checkPassword } from '../../lib/password-hash.js';
import { countTry, settleTries, type TryLimit } from '../../lib/try-counter.js';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MINUTES = 10;

/** Five wrong passwords within ten minutes lock the name for ten minutes from the fifth. */
export const PASSWORD_TRIES: TryLimit = { max: MAX_LOGIN_FAILURES, windowMs: LOCK_MINUTES * 60_000, lockMs: LOCK_MINUTES * 60_000 };

/**
 * The count of an account name's password guesses. Keyed by the name as typed (folded as names
 * are matched), never by the account: a name that is no account counts, and locks, alike.
 */
export const passwordKey = (userName: string) => `password:${userName.toLowerCase()}`;

export type Guess = 'right' | 'wrong' | 'locked';

/**
 * One guess at the password of a name, wherever it is asked (login, the lock screen, changing the
 * password): counted before it is checked, and always checked, so a lock costs what a guess does.
 * Right only while the count allows it once the check is done; 'locked' from the guess that
 * reaches the limit on.
 */
export async function guessPassword(db: Db, userName: string, password: string, hash: string | null | undefined): Promise<Guess> {
  const key = passwordKey(userName);
  const { count } = await countTry(db, key, PASSWORD_TRIES);
  // a missing account's hash, or one of a cost we do not compute, is checked against a stand-in (password-hash.ts)
  const { ok: right } = await checkPassword(password, hash);
  if (count > PASSWORD_TRIES.max) return 'locked';
  if (right) return (await settleTries(db, key, PASSWORD_TRIES)) ? 'right' : 'locked';
  return count >= PASSWORD_TRIES.max ? 'locked' : 'wrong';
}
