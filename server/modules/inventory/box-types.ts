import type { DictCache } from '../dict/cache.js';

export const BOX_TYPE_DICT = 'biz_box_type';

export interface BoxFigures {
  /** inner volume, m³ */
  maxCube: number | null;
  /** payload, kg */
  maxWeight: number | null;
  /** the empty box's weight, kg */
  tareWeight: number | null;
}
const NONE: BoxFigures = { maxCube: null, maxWeight: null, tareWeight: null };

/** `volume=33.2;payload=28200;tare=2230` (a box type's dictionary remark) → its figures; what is missing or malformed is null. */
export function parseBoxFigures(remark: string | null | undefined): BoxFigures {
  const read = (key: string) => {
    const m = new RegExp(`(?:^|;)\\s*${key}\\s*=\\s*([0-9]+(?:\\.[0-9]+)?)`).exec(remark ?? '');
    return m ? Number(m[1]) : null;
  };
  return { maxCube: read('volume'), maxWeight: read('payload'), tareWeight: read('tare') };
}

/** Every enabled box type's figures, by value, as the dictionary holds them now. */
export async function boxFigures(dict: DictCache): Promise<(boxType: string) => BoxFigures> {
  const rows = await dict.get(BOX_TYPE_DICT);
  const map = new Map(rows.map((r) => [r.dictValue, parseBoxFigures(r.remark)]));
  return (boxType) => map.get(boxType) ?? NONE;
}

