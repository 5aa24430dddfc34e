import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token is a random session id and its HMAC: forged or altered tokens never reach the database. */
export function signToken(secret: string): { token: string; sessionId: string } {
  const sessionId = randomBytes(24).toString('base64url');
  return { token: `${sessionId}.${mac(secret, sessionId)}`, sessionId };
}

export function verifyToken(secret: string, token: string): string | null {
  const [sessionId, signature, extra] = token.split('.');
  if (!sessionId || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, sessionId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : null;
}

const mac = (secret: string, sessionId: string) => createHmac('sha256', secret).update(sessionId).digest('base64url');
