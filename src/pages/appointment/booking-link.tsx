import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyRow } from '../../components/crud/types';
import { useHasPermi } from '../../lib/permission';

const SLOT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The booking a link asks for: /delivery/appointment?warehouseId=1&deliveryTime=2024-06-03 09:00. */
export function linkedBooking(params: URLSearchParams): AnyRow | undefined {
  const warehouseId = Number(params.get('warehouseId'));
  const deliveryTime = params.get('deliveryTime') ?? '';
  if (!Number.isInteger(warehouseId) || warehouseId <= 0) return undefined;
  if (!SLOT.test(deliveryTime)) return { warehouseId };
  return { warehouseId, deliveryDate: deliveryTime.slice(0, 10), deliveryTime };
}

/**
 * The slot calendar links here with a warehouse and a slot: the booking dialog opens with them
 * filled in, once per link (renders nothing; it lives in the toolbar to reach the page's dialog).
 */
export function BookingLink({ openAdd }: { openAdd: (defaults: AnyRow) => void }) {
  const [params] = useSearchParams();
  const canAdd = useHasPermi(['biz:appointment:add']);
  const handled = useRef('');
  const key = `${params.get('warehouseId') ?? ''}|${params.get('deliveryTime') ?? ''}`;
  useEffect(() => {
    const booking = linkedBooking(params);
    if (!canAdd || !booking || handled.current === key) return;
    handled.current = key;
    openAdd(booking);
  }, [key, canAdd, params, openAdd]);
  return null;
}
