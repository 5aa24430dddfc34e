import { useEffect, useState } from 'react';
import { getWarehouseOptions, type WarehouseOption } from './slots';

// The search select, the booking dialog and the door selects all ask at once when the page opens.
let shared: { at: number; options: Promise<WarehouseOption[]> } | undefined;
const FRESH_MS = 30_000;

/** The enabled warehouses with their doors and slot settings, asked once for a short while. */
export function loadWarehouses(): Promise<WarehouseOption[]> {
  if (!shared || Date.now() - shared.at > FRESH_MS) {
    const options = getWarehouseOptions().catch(() => {
      shared = undefined;
      return [] as WarehouseOption[];
    });
    shared = { at: Date.now(), options };
  }
  return shared.options;
}

export function useWarehouses(): WarehouseOption[] {
  const [options, setOptions] = useState<WarehouseOption[]>([]);
  useEffect(() => {
    let live = true;
    void loadWarehouses().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** The dock doors of one warehouse, as select options. */
export const doorOptions = (warehouses: WarehouseOption[], warehouseId?: number) =>
  (warehouses.find((w) => w.warehouseId === warehouseId)?.doors ?? []).map((d) => ({ value: d.doorId, label: d.doorName }));
