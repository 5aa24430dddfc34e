import { SESSION_LOCKED_CODE } from '../../contract/constants.js';

/** An error whose message is safe to show: its status becomes the HTTP status and the envelope code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** the session's screen is locked: the SPA tells it apart from an ended session's 401 */
export const locked = (message: string) => new AppError(SESSION_LOCKED_CODE, message);
export const busy = (message: string) => new AppError(503, message);
