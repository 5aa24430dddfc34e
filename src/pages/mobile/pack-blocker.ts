import type { ContainerRow } from '../../../contract/container';
import type { StockRow } from '../../../contract/inventory';

/**
 * Why the server would refuse packing now (service.ts checkMove): no pallets, pallets not yet
 * loaded, no container number or no seal; undefined when it would pack. The phone offers the move
 * only then, and says what is missing instead.
 */
export function packBlocker(row: Pick<ContainerRow, 'containerNo' | 'sealNo'>, pallets: Pick<StockRow, 'loadedTime'>[]): { key: string; count?: number } | undefined {
  if (!pallets.length) return { key: 'outbound.packEmpty' };
  const waiting = pallets.filter((p) => !p.loadedTime).length;
  if (waiting) return { key: 'outbound.packWaiting', count: waiting };
  if (!row.containerNo) return { key: 'outbound.packNoNumber' };
  if (!row.sealNo) return { key: 'outbound.packNoSeal' };
  return undefined;
}
