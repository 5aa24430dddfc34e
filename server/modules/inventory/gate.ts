import { and, eq } from 'drizzle-orm';
import { OPEN_STATUSES, type ContainerStatus } from '../../../contract/container.js';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { LoginUser } from '../../lib/login-user.js';
import type { Lang } from '../../lib/messages.js';
import type { DictCache } from '../dict/cache.js';
import { BOX_TYPE_DICT, boxFigures, type BoxFigures } from './box-types.js';
import type { RowFigures } from './containers.js';
import { containerScope } from './containers.js';
import { msg } from './messages.js';
import { bizContainer } from './table.js';

export interface Caller {
  db: Db;
  dict: DictCache;
  user: LoginUser;
  lang: Lang;
  /** a config parameter's current value */
  parameter: (key: string) => Promise<string | null>;
}

export const CONTAINER_DICT = 'biz_container_status';
export const STOCK_DICT = 'biz_stock_status';
export const TOLERANCE_KEY = 'biz.container.weighTolerance';

/** The box types' figures and the weighbridge tolerance, as configured now. */
export async function rowFigures({ dict, parameter }: Pick<Caller, 'dict' | 'parameter'>): Promise<RowFigures> {
  const tolerance = Number(await parameter(TOLERANCE_KEY));
  return { box: await boxFigures(dict), tolerancePct: Number.isFinite(tolerance) && tolerance >= 0 ? tolerance : 2 };
}

export type Container = typeof bizContainer.$inferSelect;

/** How a person names a container: its number, else its PSA number, else its id. */
export const containerName = (c: Pick<Container, 'containerNo' | 'cabinetNo' | 'containerId'>) => c.containerNo || c.cabinetNo || `#${c.containerId}`;

/** A container in the caller's scope, locked until the transaction ends; 404 otherwise. */
export async function containerForUpdate(tx: Db, { user, lang }: Pick<Caller, 'user' | 'lang'>, containerId: number): Promise<Container> {
  const [row] = await tx
    .select()
    .from(bizContainer)
    .where(and(eq(bizContainer.containerId, containerId), containerScope(user)))
    .for('update');
  if (!row) throw notFound(msg(lang, 'containerNotFound'));
  return row;
}

/** Nothing about a locked container changes (decisions.md §5). */
export function assertUnlocked(lang: Lang, c: Container) {
  if (c.locked === '1') throw conflict(msg(lang, 'containerLocked', containerName(c)));
}

/**
 * What a transaction's checks read from the dictionaries, read before it starts: the embedded
 * database has one connection, which the transaction holds, so a dictionary read inside it would
 * wait for ever.
 */
export interface Known {
  stockLabel: (value: string) => string;
  containerLabel: (value: string) => string;
  box: (boxType: string) => BoxFigures;
  boxTypes: ReadonlySet<string>;
}

export async function known({ dict, lang }: Pick<Caller, 'dict' | 'lang'>): Promise<Known> {
  const [stockLabel, containerLabel, box, types] = await Promise.all([dict.labeller(STOCK_DICT, lang), dict.labeller(CONTAINER_DICT, lang), boxFigures(dict), dict.get(BOX_TYPE_DICT)]);
  return { stockLabel, containerLabel, box, boxTypes: new Set(types.map((t) => t.dictValue)) };
}

/** Goods go in or come out only until the box is packed (decisions.md §5). */
export function assertOpen(lang: Lang, k: Known, c: Container) {
  if (!OPEN_STATUSES.includes(c.status as ContainerStatus)) throw conflict(msg(lang, 'containerClosed', containerName(c), k.containerLabel(c.status)));
}
