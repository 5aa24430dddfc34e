import { CheckCircleFilled, DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, InputNumber, List, Progress, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ContainerRow } from '../../../contract/container';
import { OPEN_STATUSES } from '../../../contract/container-states';
import type { StockRow } from '../../../contract/inventory';
import { useDict } from '../../lib/dict';
import { useUserStore } from '../../stores/user';
import { loadPallet, moveContainer, palletsOf, readContainer, recordPacking, unassociate } from '../../features/container/api';
import { nextMoves } from '../../features/container/moves';
import { BarcodeScanner } from './barcode-scanner';
import { FreshTapButton } from './fresh-tap';
import { packBlocker } from './pack-blocker';
import { BottomBar, MobileShell, PRIMARY_HEIGHT, TOUCH } from './mobile-shell';
import { PhotoCapture } from './photo-capture';
import { useScanAck } from './scan-ack';

const FORWARD: Partial<Record<ContainerRow['status'], ContainerRow['status']>> = { '0': '1', '1': '2', '2': '3', '3': '4', '5': '1' };
/** The moves the phone cannot undo (it only steps forward; the desk steps back, and left is final). */
const CONFIRMED: readonly ContainerRow['status'][] = ['2', '3', '4'];
const PACKING_FIELDS = ['packer', 'sealNo', 'sealPhoto', 'driverName', 'plateNo', 'truckWeight', 'grossWeight'] as const;

/** The pallet code field: typed, typed by a hardware scanner (which ends with Enter), or read by the camera. */
function LoadBar({ onLoad }: { onLoad: (code: string) => Promise<void> }) {
  const { t } = useTranslation('mobile');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useRef<React.ComponentRef<typeof Input>>(null);
  const submit = useCallback(
    async (value: string) => {
      const text = value.trim();
      if (!text || busy) return;
      setBusy(true);
      try {
        await onLoad(text);
        setCode('');
      } finally {
        setBusy(false);
        field.current?.focus();
      }
    },
    [busy, onLoad],
  );
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        ref={field}
        size="large"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={() => void submit(code)}
        placeholder={t('outbound.palletPlaceholder')}
        aria-label={t('outbound.palletCode')}
        autoCapitalize="characters"
        autoComplete="off"
        style={{ height: TOUCH }}
      />
      <BarcodeScanner onScan={(text) => void submit(text)} />
      <Button size="large" type="primary" loading={busy} onClick={() => void submit(code)} style={{ height: TOUCH }}>
        {t('outbound.load')}
      </Button>
    </Space.Compact>
  );
}

function PackingForm({ row, onSaved }: { row: ContainerRow; onSaved: (row: ContainerRow) => void }) {
  const { t } = useTranslation('mobile');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  // the packer is a person: the name people know them by, not the login
  const userName = useUserStore((s) => s.nickName || s.name);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue({ ...Object.fromEntries(PACKING_FIELDS.map((f) => [f, row[f] ?? undefined])), packer: row.packer || userName });
  }, [row, form, userName]);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await recordPacking(row.containerId, { ...values, version: row.version, truckWeight: values.truckWeight ?? '', grossWeight: values.grossWeight ?? '' });
      void message.success(t('moved'));
      onSaved(saved);
    } catch {
      // request() has said why
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t('outbound.packing')} style={{ marginTop: 12 }}>
      <Form form={form} layout="vertical" name="outbound-packing" size="large">
        <Form.Item name="packer" label={t('outbound.packer')}>
          <Input />
        </Form.Item>
        <Form.Item name="sealNo" label={t('outbound.sealNo')}>
          <Input autoCapitalize="characters" />
        </Form.Item>
        <Form.Item name="sealPhoto" label={t('outbound.sealPhoto')}>
          <PhotoCapture />
        </Form.Item>
        <Form.Item name="driverName" label={t('outbound.driverName')}>
          <Input />
        </Form.Item>
        <Form.Item name="plateNo" label={t('outbound.plateNo')}>
          <Input autoCapitalize="characters" />
        </Form.Item>
        <Form.Item name="truckWeight" label={t('outbound.truckWeight')}>
          <InputNumber min={0} max={200000} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="grossWeight" label={t('outbound.grossWeight')} extra={row.weightDiff === null ? undefined : t(row.weightFlag ? 'outbound.weightFlagged' : 'outbound.weightOk', { diff: row.weightDiff })}>
          <InputNumber min={0} max={200000} style={{ width: '100%' }} inputMode="decimal" status={row.weightFlag ? 'warning' : undefined} />
        </Form.Item>
        <Button block size="large" loading={saving} onClick={() => void save()} style={{ height: PRIMARY_HEIGHT }}>
          {t('outbound.savePacking')}
        </Button>
      </Form>
    </Card>
  );
}

/** /mobile/outofstock/option?id=: load a container by pallet codes, record the seal, driver and weighbridge, and move it on. */
export function OutOfStockOptionPage() {
  const { t } = useTranslation(['mobile', 'container']);
  const { message, modal } = App.useApp();
  const scan = useScanAck();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const permissions = useUserStore((s) => s.permissions);
  const { biz_container_status: statusDict } = useDict('biz_container_status');
  const [row, setRow] = useState<ContainerRow | null>();
  const [pallets, setPallets] = useState<StockRow[]>([]);
  const [moving, setMoving] = useState(false);
  // one question at a time: a second tap while it is open asks nothing more
  const asking = useRef(false);

  const reload = useCallback(async () => {
    if (!Number.isInteger(id) || id <= 0) return setRow(null);
    try {
      const [c, p] = await Promise.all([readContainer(id), palletsOf(id)]);
      setRow(c);
      setPallets(p);
    } catch {
      setRow(null);
    }
  }, [id]);
  useEffect(() => void reload(), [reload]);

  const refused = (e: unknown) => scan.fail(t('outbound.scanRefused', { reason: e instanceof Error ? e.message : String(e) }));
  const load = async (code: string) => {
    try {
      const answer = await loadPallet(id, code);
      if (answer.overload) {
        const o = answer.overload;
        modal.confirm({
          title: t('outbound.overloadTitle'),
          content: t('outbound.overload', { ...o }),
          okText: t('outbound.loadAnyway'),
          cancelText: t('common:actions.cancel'),
          onOk: async () => {
            try {
              await loadPallet(id, code, true);
              scan.ok(t('outbound.loaded', { code: code.toUpperCase() }));
            } catch (e) {
              refused(e);
            }
            await reload();
          },
        });
        return;
      }
      scan.ok(t('outbound.loaded', { code: code.toUpperCase() }));
    } catch (e) {
      // quiet: the reason (unknown code, another container, another warehouse) goes under the field
      refused(e);
    }
    // the field takes the next scan once this one is answered, while the list reloads
    void reload();
  };

  const takeOut = (p: StockRow) =>
    modal.confirm({
      title: t('outbound.takeOutConfirm', { code: p.palletCode }),
      onOk: async () => {
        await unassociate(id, [p.palletId]).catch(() => undefined);
        await reload();
      },
    });

  if (row === undefined) return <MobileShell title={t('outbound.loadTitle')} back="/mobile/outofstock"><Skeleton active /></MobileShell>;
  if (row === null)
    return (
      <MobileShell title={t('outbound.loadTitle')} back="/mobile/outofstock">
        <Result status="404" title={t('outbound.notFound')} extra={<Link to="/mobile/outofstock">{t('outbound.chooseContainer')}</Link>} />
      </MobileShell>
    );

  const open = OPEN_STATUSES.includes(row.status) && row.locked === '0';
  const statusLabel = statusDict.find((d) => d.dictValue === row.status)?.dictLabel ?? row.status;
  // the phone moves a container forward; stepping back is the desk's
  const forward = row.locked === '0' ? nextMoves(row.status, permissions).filter((m) => FORWARD[row.status] === m.to) : [];
  const blocker = forward.some((m) => m.to === '2') ? packBlocker(row, pallets) : undefined;
  const moves = blocker ? forward.filter((m) => m.to !== '2') : forward;
  const send = async (to: ContainerRow['status']) => {
    setMoving(true);
    try {
      await moveContainer(row, to, '');
      void message.success(t('moved'));
    } catch {
      // request() has said why (a pallet not loaded, no seal, customs not released)
    } finally {
      // the next move's button comes with the reloaded box, not before the answer
      await reload();
      setMoving(false);
    }
  };
  // packed, to leave and left: the phone cannot step back, so each asks once, naming what happens
  const move = (to: ContainerRow['status'], label: string) => {
    if (moving || asking.current) return;
    if (!CONFIRMED.includes(to)) return void send(to);
    asking.current = true;
    modal.confirm({
      title: t(`outbound.confirmMove.${to}.title`, { box: row.containerNo || row.cabinetNo }),
      content: t(`outbound.confirmMove.${to}.content`),
      okText: label,
      okButtonProps: { danger: to === '4' },
      cancelText: t('common:actions.cancel'),
      onOk: () => send(to),
      afterClose: () => (asking.current = false),
    });
  };

  return (
    <MobileShell title={row.containerNo || row.cabinetNo} back="/mobile/outofstock">
      <Card styles={{ body: { padding: 16 } }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {row.warehouseName} · {row.boxType || '–'}
          </Typography.Text>
          <Tag color="blue" style={{ fontSize: 15, padding: '2px 8px' }} data-testid="container-status">
            {statusLabel}
          </Tag>
        </div>
        <Progress aria-label={t('outbound.loadedOf', { loaded: row.loaded, pallets: row.pallets })} percent={row.pallets ? Math.round((row.loaded / row.pallets) * 100) : 0} format={() => t('outbound.loadedOf', { loaded: row.loaded, pallets: row.pallets })} />
        <Typography.Text type="secondary">
          {row.maxCube !== null ? t('outbound.capacity', { cube: row.cube, maxCube: row.maxCube, weight: row.weight, maxWeight: row.maxWeight }) : t('outbound.totals', { cube: row.cube, weight: row.weight })}
        </Typography.Text>
        {row.locked === '1' && <Alert style={{ marginTop: 8 }} type="error" showIcon icon={<LockOutlined />} title={t('outbound.locked')} />}
      </Card>
      {open && (
        <Card style={{ marginTop: 12 }} styles={{ body: { padding: 12 } }}>
          <LoadBar onLoad={load} />
          {scan.banner}
        </Card>
      )}
      <List
        style={{ marginTop: 12, background: '#fff', borderRadius: 8 }}
        bordered
        dataSource={pallets}
        locale={{ emptyText: t('outbound.noPallets') }}
        renderItem={(p) => (
          <List.Item
            data-testid={`pallet-${p.palletCode}`}
            actions={open ? [<Button key="out" type="text" danger icon={<DeleteOutlined />} aria-label={t('outbound.takeOut')} onClick={() => takeOut(p)} style={{ width: TOUCH, height: TOUCH }} />] : []}
          >
            <List.Item.Meta
              avatar={p.loadedTime ? <CheckCircleFilled style={{ color: '#52c41a', fontSize: 24 }} /> : <span style={{ display: 'inline-block', width: 24 }} />}
              title={<span style={{ fontSize: 16 }}>{p.palletCode}</span>}
              description={`${p.orderNo} · ${t('boxesCount', { count: p.boxes })} · ${p.weight} kg${p.loadedTime ? '' : ` · ${t('outbound.planned')}`}`}
            />
          </List.Item>
        )}
      />
      {row.status !== '4' && row.locked === '0' && <PackingForm row={row} onSaved={(saved) => setRow(saved)} />}
      {blocker && (
        <Alert style={{ marginTop: 12 }} type="info" showIcon data-testid="pack-blocker" title={t(blocker.key, { count: blocker.count })} />
      )}
      {moves.length > 0 && (
        <BottomBar>
          <Space direction="vertical" style={{ width: '100%' }}>
            {moves.map((m) => {
              const label = t(`container:${m.label.split(':')[1]}`);
              return (
                // keyed by the move: the next move is a new button, which wants a tap of its own (fresh-tap.tsx)
                <FreshTapButton key={`${row.status}>${m.to}`} block type="primary" size="large" loading={moving} onClick={() => move(m.to, label)} style={{ height: PRIMARY_HEIGHT, fontSize: 18 }}>
                  {label}
                </FreshTapButton>
              );
            })}
          </Space>
        </BottomBar>
      )}
    </MobileShell>
  );
}
