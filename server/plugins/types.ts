import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Lang } from '../lib/messages.js';
import type { LoginUser } from '../lib/login-user.js';

/**
 * What a route must declare (enforced at registration, see plugins/access.ts):
 * public, any signed-in user, or a permission (any of a list).
 */
export type Access = { public: true } | { login: true } | { permission: string | string[] };

export interface OperLogConfig {
  title: string;
  /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 9 clean */
  businessType: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    operLog?: OperLogConfig;
    /** false for routes that never touch the database (health, static files); 'afterUpload' for imports, which take their slot once the file is read */
    dbGate?: boolean | 'afterUpload';
    /** answers a session whose screen is locked (plugins/access.ts refuses it everything else): the lock screen's own calls */
    whileLocked?: true;
    /** answers an account whose password must change first: who it is, its menu, the change itself, signing out (issue 47) */
    beforePasswordChange?: true;
    /** creates, edits or moves appointments, so books cartons (issue 46): the over-booking test drives every such route */
    books?: true;
    /** grants a permission, a role or a data scope (issue 47): the grants test drives every such route as someone who does not hold what it grants */
    grants?: true;
  }
  interface FastifyRequest {
    user: LoginUser | null;
    lang: Lang;
    /** answered in RuoYi's style (plugins/ruoyi-compat.ts) */
    ruoyi: boolean;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** every API route with what it declared: the permission test walks it */
    routeAccess: Array<{ method: string; url: string; access: Access | undefined; /** takes a multipart upload */ upload: boolean; /** answers while the screen is locked */ whileLocked: boolean; /** books cartons (config.books) */ books: boolean; /** grants rights (config.grants) */ grants: boolean }>;
    /** resolves once the operation-log rows of every request answered so far are written (plugins/oper-log.ts) */
    operLogFlushed: () => Promise<void>;
  }
}
