import { randomBytes } from 'node:crypto';

/**
 * The header value that marks the start's own warm-up requests (warm-up.ts): a random one per
 * process, so no caller can pass its traffic off as warm-up to hide it from the logs and metrics.
 */
export const WARM_UP_MARK = randomBytes(16).toString('base64url');
