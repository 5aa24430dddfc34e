import { describe, expect, it } from 'vitest';
import { buildColumns, LONG_TEXT_WIDTH } from '../../src/components/crud/table-columns';
import type { FieldDef } from '../../src/components/crud/types';

const t = ((key: string) => key) as never;

describe('buildColumns', () => {
  it('cuts long text to a column of its own width with the whole text as a tooltip', () => {
    const fields: FieldDef<Record<string, unknown>>[] = [
      { name: 'remark', label: 'remark', type: 'textarea' },
      { name: 'title', label: 'title', table: { ellipsis: true, width: 300 } },
      { name: 'code', label: 'code' },
    ];
    const [remark, title, code] = buildColumns(fields, {}, t, {}) as { width?: number; ellipsis?: unknown }[];
    expect(remark).toMatchObject({ width: LONG_TEXT_WIDTH, ellipsis: { showTitle: true } });
    expect(title).toMatchObject({ width: 300, ellipsis: { showTitle: true } });
    expect(code.ellipsis).toBeUndefined();
    expect(code.width).toBeUndefined();
  });
});
