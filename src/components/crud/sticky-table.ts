import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useSettingsStore } from '../../stores/settings';

/**
 * A wide list's sideways scrollbar stays at the bottom of the window, not below the last of twenty
 * rows, and its header stays in view; under a fixed page header, the table's header sits below it.
 */
export function useStickyTable(): TableProps['sticky'] {
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const [offsetHeader, setOffsetHeader] = useState(0);
  useEffect(() => {
    const header = fixedHeader ? document.querySelector<HTMLElement>('.layout-header') : null;
    setOffsetHeader(header?.offsetHeight ?? 0);
  }, [fixedHeader]);
  return { offsetHeader, offsetScroll: 0 };
}
