import { Alert, Button, Card, Descriptions, Result, Segmented, Skeleton, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getLang, LANG_KEY, setLang } from '../../../lib/i18n';
import { errorText, usePolling } from '../../../lib/use-polling';
import { PublicShell } from '../public-shell';
import { getSupplierBookings, getSupplierLink, getSupplierOrders, PublicError, type PublicSupplierBooking } from './api';
import { BookingForm } from './booking-form';
import { MyBookings } from './my-bookings';

type View = 'book' | 'mine';
/**
 * what a link that was revoked, has expired or never was answers: a page of its own, not an error.
 * The server's message says when and whom to ask; an unknown link's gets the hint added.
 */
const DEAD = [403, 404, 410];

const languageChosen = () => {
  try {
    return localStorage.getItem(LANG_KEY) !== null;
  } catch {
    // no storage: the switch could not keep the language either
    return true;
  }
};

/** A link opened for the first time shows in the language customer service made it in; a choice made since wins. */
function useLinkLanguage(lang?: 'zh' | 'en') {
  useEffect(() => {
    if (lang && !languageChosen() && lang !== getLang()) setLang(lang);
  }, [lang]);
}

/**
 * /supplier/:token: a supplier's booking link (no login). The supplier books its own orders into a
 * free slot of the warehouse, and later moves or cancels those bookings until the cut-off.
 */
export function SupplierPage() {
  const { t } = useTranslation('public', { keyPrefix: 'supplier' });
  const token = useParams().token?.trim() ?? '';
  const link = usePolling(token || null, () => getSupplierLink(token), 0);
  const live = link.data ? token : null;
  const orders = usePolling(live, () => getSupplierOrders(token), 0);
  const bookings = usePolling(live, () => getSupplierBookings(token), 0);
  const [view, setView] = useState<View>('book');
  const [booked, setBooked] = useState<PublicSupplierBooking>();
  useLinkLanguage(link.data?.lang);

  const shell = (body: ReactNode) => (
    <PublicShell title={t('title')} brand={t('brand')} driverNav={false}>
      {body}
    </PublicShell>
  );
  // revoked while the page was open: the next read says so
  const dead = [link.error, orders.error, bookings.error].find((e): e is PublicError => e instanceof PublicError && DEAD.includes(e.status ?? 0));
  if (dead) {
    return shell(<Result status="warning" title={t('dead.title')} subTitle={<span data-testid="dead-reason">{errorText(dead)}</span>} extra={dead.status === 404 ? <Typography.Text>{t('dead.hint')}</Typography.Text> : null} />);
  }
  const failed = link.error ?? orders.error ?? bookings.error;
  if (!link.data || !orders.data || !bookings.data) {
    const retry = () => [link, orders, bookings].forEach((p) => p.reload());
    return shell(failed ? <Alert type="error" showIcon title={errorText(failed)} action={<Button onClick={retry}>{t('retry')}</Button>} /> : <Skeleton active />);
  }

  const data = link.data;
  const again = () => {
    setBooked(undefined);
    orders.reload();
    bookings.reload();
  };
  return shell(
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'supplier', label: t('field.supplier'), children: <span translate="no">{data.vendorDeptName}</span> },
            ...data.warehouses.map((w) => ({
              key: `warehouse-${w.warehouseId}`,
              label: t('field.warehouse'),
              children: (
                <span translate="no">
                  {w.warehouseName}
                  {w.address ? <Typography.Text type="secondary" style={{ display: 'block' }}>{w.address}</Typography.Text> : null}
                </span>
              ),
            })),
            ...(data.expiresOn ? [{ key: 'expires', label: t('field.expiresOn'), children: data.expiresOn }] : []),
          ]}
        />
      </Card>
      <Segmented<View>
        block
        value={view}
        onChange={(v) => {
          setView(v);
          if (v === 'mine') bookings.reload();
        }}
        options={[
          { value: 'book', label: t('tab.book') },
          { value: 'mine', label: t('tab.mine', { n: bookings.data.length }) },
        ]}
        style={{ marginBottom: 16 }}
      />
      {view === 'mine' ? (
        <MyBookings token={token} bookings={bookings.data} onChanged={again} />
      ) : booked ? (
        <Result
          status="success"
          title={t('done.title')}
          subTitle={
            <>
              <span style={{ display: 'block' }}>
                {t('done.number')} <Typography.Text strong copyable data-testid="reservation-no">{booked.reservationNo}</Typography.Text>
              </span>
              <span data-testid="booking-status">{booked.statusLabel}</span>
            </>
          }
          extra={[
            <Button key="mine" type="primary" onClick={() => (again(), setView('mine'))}>
              {t('done.mine')}
            </Button>,
            <Button key="again" onClick={again}>
              {t('done.again')}
            </Button>,
          ]}
        />
      ) : (
        <BookingForm token={token} warehouses={data.warehouses} orders={orders.data} onBooked={setBooked} />
      )}
    </>,
  );
}
