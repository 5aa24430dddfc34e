import bcrypt from 'bcryptjs';

/** The cost this server hashes passwords at (RuoYi's too). */
export const BCRYPT_COST = 10;
/**
 * The costs a stored hash may have to be checked (issue 47 hole 7): each step doubles the work,
 * and a hash of cost 31 (a RuoYi database may hold any) kept a login computing for days. Below 4
 * bcrypt itself refuses; 12 takes ~0.3 s here.
 */
export const BCRYPT_COSTS = { min: 4, max: 12 } as const;

const BCRYPT = /^\$2[aby]\$(\d{2})\$[./A-Za-z0-9]{53}$/;

/** A bcrypt hash's cost, or undefined when the text is no bcrypt hash. */
export const bcryptCost = (hash: string | null | undefined): number | undefined => {
  const match = BCRYPT.exec(hash ?? '');
  return match ? Number(match[1]) : undefined;
};

/** Why a hash may not be stored as a password (an import's row), or undefined when it may; a text that is no bcrypt hash is the caller's to judge. */
export function hashCostProblem(hash: string | null | undefined): string | undefined {
  const cost = bcryptCost(hash);
  if (cost === undefined || (cost >= BCRYPT_COSTS.min && cost <= BCRYPT_COSTS.max)) return undefined;
  return `the password is a bcrypt hash of cost ${cost}; only costs ${BCRYPT_COSTS.min} to ${BCRYPT_COSTS.max} are taken (this server hashes at ${BCRYPT_COST})`;
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** A hash (cost 10) of a random text nobody knows: what a password is checked against when there is nothing to check it against. */
export const STAND_IN_HASH = '$2b$10$JGJHKRHW5qWcth8KCcq4Qu0yj7fIKVCjOqmscl01D25UlTBd1mDbi';

/**
 * Checks a password against a stored hash. A hash outside the accepted costs, or no bcrypt hash
 * at all, is never computed: the password is checked against the stand-in instead and fails, in
 * the time a usual check takes. `rehash`: right, and stored at another cost than ours — the caller
 * stores hashPassword(password) in its place (an imported hash, at its first login).
 */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<{ ok: boolean; rehash: boolean }> {
  const cost = bcryptCost(hash);
  const usable = cost !== undefined && cost >= BCRYPT_COSTS.min && cost <= BCRYPT_COSTS.max;
  const ok = (await bcrypt.compare(password, usable ? hash! : STAND_IN_HASH)) && usable;
  return { ok, rehash: ok && cost !== BCRYPT_COST };
}
