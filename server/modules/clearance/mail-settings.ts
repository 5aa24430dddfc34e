import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sysConfig } from '../config/table.js';

/** The SMTP account and the retry policy: the parameters biz.mail.*, read fresh by every drain. */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  from: string;
  maxAttempts: number;
  retrySeconds: number;
  /** without `secure`, the server must offer STARTTLS or nothing (no login, no mail) is sent */
  requireTls: boolean;
  verifyCertificate: boolean;
  /** besides biz.mail.from's own, the domains a user's address may use as Reply-To (lower case) */
  replyToDomains: string[];
  maxMailsPerHour: number;
  /** To and CC over all of one user's mails in an hour */
  maxRecipientsPerHour: number;
}

const int = (v: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : fallback;
};

export async function mailSettings(db: Db): Promise<MailSettings> {
  const rows = await db.select({ key: sysConfig.configKey, value: sysConfig.configValue }).from(sysConfig).where(like(sysConfig.configKey, 'biz.mail.%'));
  const v = Object.fromEntries(rows.map((r) => [r.key.slice('biz.mail.'.length), r.value.trim()])) as Record<string, string | undefined>;
  return {
    host: v.host ?? '',
    port: int(v.port, 465, 1, 65535),
    secure: v.secure !== 'false',
    user: v.user ?? '',
    password: v.password ?? '',
    from: v.from ?? '',
    maxAttempts: int(v.maxAttempts, 8, 1, 100),
    retrySeconds: int(v.retrySeconds, 60, 1, 86_400),
    requireTls: v.requireTls !== 'false',
    verifyCertificate: v.verifyCertificate !== 'false',
    replyToDomains: (v.replyToDomains ?? '').split(/[\s,;]+/).map((d) => d.replace(/^@/, '').toLowerCase()).filter(Boolean),
    maxMailsPerHour: int(v.maxMailsPerHour, 20, 1, 100_000),
    maxRecipientsPerHour: int(v.maxRecipientsPerHour, 100, 1, 1_000_000),
  };
}

/** The wait after failed attempt n: the base doubled each time, at most an hour. */
export const backoffSeconds = (settings: Pick<MailSettings, 'retrySeconds'>, attempts: number) => Math.min(settings.retrySeconds * 2 ** Math.max(attempts - 1, 0), 3600);
