import { Card, Descriptions, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECEIPT_DIFFERENCE_DICT } from '../../../contract/appointment';
import { useDict } from '../../lib/dict';
import { photoUrl, splitPhotos } from '../../lib/photos';
import type { AppointmentRow } from './api';

const DIFF_FIELDS = ['boxes', 'weight', 'cube'] as const;

/** What was recorded of a booking's unloading and receipt, read-only; the differences the server found stand out. */
export function ReceivedSummary({ row }: { row: AppointmentRow }) {
  const { t } = useTranslation('mobile');
  const { [RECEIPT_DIFFERENCE_DICT]: reasons = [] } = useDict(RECEIPT_DIFFERENCE_DICT);
  const reasonOf = (value: string) => reasons.find((r) => r.dictValue === value)?.dictLabel ?? value;
  const flags = row.diffFlags ? row.diffFlags.split(',').filter(Boolean) : [];
  const crew = (...people: string[]) => people.filter(Boolean).join(', ') || '-';
  const items = [
    { key: 'arrivalTime', label: t('field.arrivalTime'), children: row.arrivalTime ?? '-' },
    { key: 'unloadEndTime', label: t('field.unloadEndTime'), children: row.unloadEndTime ?? '-' },
    { key: 'tally', label: t('field.tallyClerks'), children: crew(row.tallyClerk1, row.tallyClerk2) },
    { key: 'forklift', label: t('field.forkliftDrivers'), children: crew(row.forkliftDriver1, row.forkliftDriver2) },
    { key: 'stevedore', label: t('field.stevedores'), children: crew(row.stevedore1, row.stevedore2, row.stevedore3, row.stevedore4) },
    { key: 'pcb', label: `${t('field.actualPcb')} / ${t('field.actualSpcb')}`, children: `${row.actualPcb ?? '-'} / ${row.actualSpcb ?? '-'}` },
    ...(row.unloadMemo ? [{ key: 'memo', label: t('field.unloadMemo'), children: row.unloadMemo }] : []),
    ...(row.receivedDims ? [{ key: 'dims', label: t('field.receivedDims'), children: row.receivedDims }] : []),
  ];
  // what this truck announced of the order: the receipt was counted against it
  const differ = (expected: number | string | null, received: number | string | null) => received !== null && expected !== null && Number(received) !== Number(expected);
  const cell = (expected: number | string | null, received: number | string | null) => (
    <Typography.Text type={differ(expected, received) ? 'danger' : undefined} strong={differ(expected, received)}>
      {received ?? '-'} / {expected ?? '-'}
    </Typography.Text>
  );
  return (
    <Card title={t('received.title')} style={{ marginBottom: 12 }}>
      <div style={{ marginBottom: 12 }} data-testid="diff-flags">
        {flags.length ? (
          flags.map((f) => (
            <Tag key={f} color="red" style={{ fontSize: 15, padding: '2px 8px' }}>
              {DIFF_FIELDS.includes(f as never) ? t(`received.diff.${f}`) : f}
            </Tag>
          ))
        ) : (
          <Tag color="green" style={{ fontSize: 15, padding: '2px 8px' }}>
            {t('received.noDiff')}
          </Tag>
        )}
      </div>
      {row.orders?.map((o) => (
        <div key={o.orderId} style={{ padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
          <Typography.Text strong>{o.orderNo}</Typography.Text>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, fontSize: 13 }}>
            <span>{t('field.cartons')}: {cell(o.boxes, o.receivedBoxes)}</span>
            <span>{t('field.weight')}: {cell(o.grossWeight, o.receivedWeight)}</span>
            <span>{t('field.cube')}: {cell(o.cube, o.receivedCube)}</span>
          </div>
          {o.diffReason ? (
            <Typography.Text type="warning" style={{ display: 'block', fontSize: 13 }} data-testid="diff-reason">
              {t('received.reason', { reason: reasonOf(o.diffReason) })}
              {o.diffNote ? ` — ${o.diffNote}` : ''}
            </Typography.Text>
          ) : null}
        </div>
      ))}
      <Typography.Text type="secondary" style={{ display: 'block', margin: '4px 0 12px', fontSize: 12 }}>
        {t('received.legend')}
      </Typography.Text>
      <Descriptions column={1} size="small" items={items} />
      {splitPhotos(row.photos).length ? (
        <Image.PreviewGroup>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, marginTop: 12 }}>
            {splitPhotos(row.photos).map((p) => (
              <Image key={p} src={photoUrl(p)} alt={p.split('/').pop()} width="100%" height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : null}
    </Card>
  );
}
