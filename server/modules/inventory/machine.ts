import { CONTAINER_MOVES, type ContainerStatus } from '../../../contract/container.js';
import type { Lang } from '../../lib/messages.js';
import type { Machine } from '../../lib/workflow.js';
import type { DictCache } from '../dict/cache.js';
import { CONTAINER_DICT } from './gate.js';
import { bizContainer } from './table.js';

export const LOCK_DICT = 'biz_container_lock';

/** The outbound container (decisions.md §5). */
export const containerMachine: Machine<ContainerStatus> = {
  entity: 'container',
  field: 'status',
  table: bizContainer,
  id: bizContainer.containerId,
  status: bizContainer.status,
  version: bizContainer.version,
  moves: CONTAINER_MOVES,
};

/** Labels of both fields a container's history holds: its status and its lock. */
export const historyLabels = (cache: DictCache, lang: Lang) => (field: string, value: string) => cache.label(field === 'locked' ? LOCK_DICT : CONTAINER_DICT, value, lang);
