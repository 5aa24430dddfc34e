import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import type { Lang } from '../../lib/messages.js';
import { msg } from './messages.js';
import { sysCaptcha } from './table.js';

const CAPTCHA_TTL_MS = 2 * 60_000;

/** Stored in the database, not in memory, so that any server process can check it. */
export async function createCaptcha(db: Db) {
  // its fonts load on the first captcha drawn, not at start
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f0f2f5' });
  const uuid = randomUUID();
  await db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date()));
  await db.insert(sysCaptcha).values({ uuid, code: captcha.text.toLowerCase(), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  return { uuid, img: Buffer.from(captcha.data).toString('base64') };
}

/** A captcha answers once: it is deleted whether the guess was right or not. */
export async function checkCaptcha(db: Db, lang: Lang, uuid: string | undefined, code: string | undefined) {
  if (!uuid || !code) throw badRequest(msg(lang, 'captchaRequired'), 'code');
  const [row] = await db.delete(sysCaptcha).where(eq(sysCaptcha.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) throw badRequest(msg(lang, 'captchaExpired'), 'code');
  if (row.code !== code.trim().toLowerCase()) throw badRequest(msg(lang, 'captchaWrong'), 'code');
}
