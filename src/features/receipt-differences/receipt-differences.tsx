import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFERENCE_NEEDS_NOTE, RECEIPT_DIFFERENCE_DICT, type AppointmentMoveInput, type ReceiptLineDifferences } from '../../../contract/appointment';
import { useDict } from '../../lib/dict';
import { request } from '../../lib/request';

type ReceiptLine = NonNullable<AppointmentMoveInput['receipt']>[number];
type Reasons = Record<string, { diffReason: string; diffNote?: string }>;

/** What the receipt about to be sent differs in, judged by the server (its tolerance, and in blind counting the figures the phone never had). */
const checkReceipt = async (appointmentId: number, receipt: ReceiptLine[]) =>
  (await request<{ data: ReceiptLineDifferences[] }>({ url: `/biz/appointment/${appointmentId}/receipt/differences`, method: 'post', data: { receipt } })).data ?? [];

/** "cartons announced 100, counted 105; weight (kg) …" */
function useDescribe() {
  const { t } = useTranslation('common');
  return (line: ReceiptLineDifferences) =>
    line.differences.map((d) => t('receiptDifferences.figure', { name: t(`receiptDifferences.names.${d.field}`), announced: d.announced, counted: d.counted })).join(t('receiptDifferences.separator'));
}

function DifferencesForm({ lines }: { lines: ReceiptLineDifferences[] }) {
  const { t } = useTranslation('common');
  const describe = useDescribe();
  const { [RECEIPT_DIFFERENCE_DICT]: reasons = [] } = useDict(RECEIPT_DIFFERENCE_DICT);
  return (
    <>
      <Alert type="warning" showIcon title={t('receiptDifferences.intro')} style={{ marginBottom: 12 }} />
      {lines.map((line) => (
        <div key={line.orderId} data-testid="receipt-difference" style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
          <Typography.Paragraph strong style={{ overflowWrap: 'anywhere', marginBottom: 8 }}>
            {t('receiptDifferences.line', { orderNo: line.orderNo, what: describe(line) })}
          </Typography.Paragraph>
          <Form.Item name={[String(line.orderId), 'diffReason']} label={t('receiptDifferences.reason')} rules={[{ required: true, message: t('receiptDifferences.reasonRequired') }]}>
            <Select aria-label={`${line.orderNo} ${t('receiptDifferences.reason')}`} options={reasons.map((r) => ({ value: r.dictValue, label: r.dictLabel }))} />
          </Form.Item>
          <Form.Item noStyle dependencies={[[String(line.orderId), 'diffReason']]}>
            {({ getFieldValue }) => {
              const needed = getFieldValue([String(line.orderId), 'diffReason']) === DIFFERENCE_NEEDS_NOTE;
              return (
                <Form.Item name={[String(line.orderId), 'diffNote']} label={t('receiptDifferences.note')} rules={[{ required: needed, whitespace: true, message: t('receiptDifferences.noteRequired') }, { max: 500 }]}>
                  <Input aria-label={`${line.orderNo} ${t('receiptDifferences.note')}`} maxLength={500} />
                </Form.Item>
              );
            }}
          </Form.Item>
        </div>
      ))}
    </>
  );
}

/**
 * A receipt's differences confirmed once (issue 46): before the receipt is sent, the server says
 * what differs from what the truck announced; if anything does, one dialog names each difference
 * and asks its reason (and a note for "other"). confirm() answers the lines with their reasons,
 * or null when the counter goes back to the count; nothing is sent until then.
 */
export function useReceiptConfirmation() {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<Reasons>();
  const [pending, setPending] = useState<{ lines: ReceiptLineDifferences[]; resolve: (r: Reasons | null) => void }>();

  const confirm = async (appointmentId: number, receipt: ReceiptLine[]): Promise<ReceiptLine[] | null> => {
    const differing = (await checkReceipt(appointmentId, receipt)).filter((l) => l.differences.length);
    if (!differing.length) return receipt.map(({ diffReason: _r, diffNote: _n, ...line }) => line);
    form.resetFields();
    const reasons = await new Promise<Reasons | null>((resolve) => setPending({ lines: differing, resolve }));
    setPending(undefined);
    if (!reasons) return null;
    return receipt.map(({ diffReason: _r, diffNote: _n, ...line }) => {
      const given = reasons[String(line.orderId)];
      return given ? { ...line, diffReason: given.diffReason, diffNote: given.diffNote?.trim() ?? '' } : line;
    });
  };

  const ok = async () => {
    if (!(await form.validateFields().catch(() => null))) return;
    pending?.resolve(form.getFieldsValue(true));
  };
  const dialog = (
    <Modal
      open={!!pending}
      title={t('receiptDifferences.title')}
      okText={t('receiptDifferences.confirm')}
      cancelText={t('receiptDifferences.back')}
      onOk={ok}
      onCancel={() => pending?.resolve(null)}
      forceRender
    >
      <Form form={form} name="receipt-differences" layout="vertical">
        {pending ? <DifferencesForm lines={pending.lines} /> : null}
      </Form>
    </Modal>
  );
  return { confirm, dialog };
}
