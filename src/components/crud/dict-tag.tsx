import { Tag } from 'antd';
import type { DictDataRow } from '../../../contract/system';

/** RuoYi's listClass (element-ui tag types) → antd Tag colours. */
const colors: Record<string, string | undefined> = {
  default: undefined,
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

interface Props {
  options: DictDataRow[];
  value: unknown;
  /** several values: an array or "a,b" */
  separator?: string;
}

/** A value's dictionary label, as a Tag when the entry has a listClass, else as plain text. */
export function DictTag({ options, value, separator = ',' }: Props) {
  if (value === null || value === undefined || value === '') return null;
  const values = Array.isArray(value) ? value.map(String) : String(value).split(separator);
  return (
    <>
      {values.map((v) => {
        const item = options.find((o) => o.dictValue === v);
        if (!item) return <span key={v}>{v} </span>;
        const cls = item.listClass ?? '';
        const tag = !!cls && cls !== 'default';
        const Label = tag ? Tag : 'span';
        return (
          <Label key={v} color={tag ? (colors[cls] ?? cls) : undefined} className={item.cssClass ?? undefined}>
            {item.dictLabel}
          </Label>
        );
      })}
    </>
  );
}
