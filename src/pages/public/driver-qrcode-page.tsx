import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getPublicAppointment, PublicError, staffLinkOf } from './api';
import { BookingCard } from './booking-card';
import { PublicShell } from './public-shell';
import { clockOf, errorText, usePolling } from '../../lib/use-polling';

const REFRESH_MS = 30_000;

/** The QR code as an SVG image: no canvas needed, sharp at any size and when printed. */
function useQrImage(text: string | null): string | undefined {
  const [image, setImage] = useState<{ text: string; src: string }>();
  useEffect(() => {
    if (!text) return;
    let alive = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (alive) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      alive = false;
    };
  }, [text]);
  return image?.text === text ? image.src : undefined;
}

/**
 * /driverQRcode?token=…: the driver's booking and the QR code warehouse staff scan on arrival
 * (it opens the booking in the mobile area). The status refreshes by itself every 30 s.
 */
export function DriverQrcodePage() {
  const { t } = useTranslation('public');
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const booking = usePolling(token, () => getPublicAppointment(token!), REFRESH_MS);
  const staffLink = token ? staffLinkOf(token) : null;
  const qr = useQrImage(booking.data ? staffLink : null);

  if (!token) {
    return (
      <PublicShell title={t('qr.title')}>
        <Result status="warning" title={t('qr.noToken')} extra={<Link to="/queryCar">{t('nav.query')}</Link>} />
      </PublicShell>
    );
  }
  const notFound = booking.error instanceof PublicError && booking.error.status === 404;
  return (
    <PublicShell title={t('qr.title')}>
      {notFound ? (
        <Result status="404" title={errorText(booking.error)} subTitle={t('qr.notFoundHint')} extra={<Link to="/queryCar">{t('nav.query')}</Link>} />
      ) : (
        <>
          {booking.error ? <Alert type="error" showIcon title={errorText(booking.error)} style={{ marginBottom: 16 }} /> : null}
          {booking.data ? (
            <>
              <Card style={{ marginBottom: 16, textAlign: 'center' }}>
                {qr ? <img src={qr} alt={t('qr.imageAlt')} style={{ width: '100%', maxWidth: 300, aspectRatio: '1 / 1' }} /> : <Skeleton.Node active style={{ width: 260, height: 260 }} />}
                <Typography.Paragraph strong style={{ fontSize: 16, margin: '8px 0 0' }}>
                  {t('qr.scanHint')}
                </Typography.Paragraph>
              </Card>
              <BookingCard booking={booking.data} />
              <Card size="small" title={t('qr.staffLink')} style={{ marginBottom: 16 }}>
                <Typography.Paragraph copyable style={{ wordBreak: 'break-all', marginBottom: 8 }} data-testid="staff-link">
                  {staffLink}
                </Typography.Paragraph>
                <Button onClick={() => window.print()} block>
                  {t('qr.print')}
                </Button>
              </Card>
              {booking.updatedAt ? (
                <Typography.Text type="secondary">{t('qr.refreshed', { time: clockOf(booking.updatedAt) })}</Typography.Text>
              ) : null}
            </>
          ) : booking.error ? null : (
            <Skeleton active />
          )}
        </>
      )}
    </PublicShell>
  );
}
