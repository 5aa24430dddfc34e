import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingBlock, OrderCartons } from '../../../contract/order-cartons';

/** What the order list, its detail and every order picker read of an order's cartons (issue 46). */
export type CartonsRow = { nbOfCartons: number } & Partial<OrderCartons> & { blocked?: BookingBlock | null };

/**
 * The words for an order's cartons, one set for every page: why a truck may not bring it (the
 * server's reason, contract/order-cartons.ts), and "n of m cartons left".
 */
export function useOrderCartons() {
  const { t } = useTranslation(['order']);
  return {
    /** null when a truck may bring it */
    blocked: (o: Pick<CartonsRow, 'blocked'>) => (o.blocked ? t(`order:block.${o.blocked}`) : null),
    left: (o: CartonsRow) => t('order:cartonsLeft', { n: o.remaining ?? o.nbOfCartons, total: o.nbOfCartons }),
    figures: (o: CartonsRow) => t('order:cartonsFiguresTitle', { booked: o.booked ?? 0, received: o.received ?? 0, remaining: o.remaining ?? 0 }),
  };
}

/** A list cell: booked / received / remaining, compact; the whole in words as its title; why not bookable in its colour. */
export function CartonsFigures({ row }: { row: CartonsRow }) {
  const words = useOrderCartons();
  const reason = words.blocked(row);
  return (
    <span title={reason ? `${words.figures(row)} · ${reason}` : words.figures(row)} className="order-cartons">
      {row.booked ?? 0} / {row.received ?? 0} /{' '}
      <Typography.Text type={row.blocked === 'fullyBooked' ? 'warning' : undefined} strong={!row.blocked}>
        {row.remaining ?? 0}
      </Typography.Text>
    </span>
  );
}
