import { Alert, Button, Empty, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryCar, type DriverBooking } from './api';
import { BookingCard } from './booking-card';
import { PublicShell } from './public-shell';
import { errorText } from '../../lib/use-polling';

interface Query {
  plateNo: string;
  driverPhone: string;
}

/** /queryCar: a driver finds his bookings (from yesterday on) by plate and phone, and opens their QR pages. */
export function QueryCarPage() {
  const { t } = useTranslation('public');
  const [form] = Form.useForm<Query>();
  const [result, setResult] = useState<DriverBooking[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const search = async ({ plateNo, driverPhone }: Query) => {
    setBusy(true);
    setError(undefined);
    try {
      setResult(await queryCar(plateNo.replace(/\s+/g, '').toUpperCase(), driverPhone.trim()));
    } catch (e) {
      setResult(undefined);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicShell title={t('query.title')}>
      <Form form={form} name="queryCar" layout="vertical" size="large" onFinish={search} requiredMark={false}>
        <Form.Item name="plateNo" label={t('field.plateNo')} rules={[{ required: true, whitespace: true, message: t('query.plateRequired') }]}>
          <Input placeholder={t('query.platePlaceholder')} autoComplete="off" autoCapitalize="characters" maxLength={20} />
        </Form.Item>
        <Form.Item name="driverPhone" label={t('field.driverPhone')} rules={[{ required: true, whitespace: true, message: t('query.phoneRequired') }]}>
          <Input placeholder={t('query.phonePlaceholder')} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} style={{ height: 48 }}>
          {t('query.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 24 }} aria-live="polite">
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {result && result.length === 0 ? <Empty description={t('query.empty')} /> : null}
        {result?.map((booking) => (
          <BookingCard
            key={booking.reservationNo}
            booking={booking}
            extra={
              booking.qrToken ? (
                <Link to={`/driverQRcode?token=${encodeURIComponent(booking.qrToken)}`}>
                  <Button type="primary" block style={{ marginTop: 12, height: 44 }}>
                    {t('query.openQr')}
                  </Button>
                </Link>
              ) : (
                <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                  {t('query.qrAfterReview')}
                </Typography.Paragraph>
              )
            }
          />
        ))}
      </div>
    </PublicShell>
  );
}
