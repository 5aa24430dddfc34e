import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../src/pages/appointment/cargo-input';
import { OrderPicker } from '../../src/pages/appointment/order-picker';
import { i18n, t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

const order = (orderId: number, orderNo: string, over: Record<string, unknown>) => ({
  orderId, orderNo, vendorDeptName: 'V', nbOfCartons: 10, grossWeightSum: '1', totalCbm: '1', transportStatus: '0', booked: 0, received: 0, remaining: 10, blocked: null, ...over,
});
// each reason the server gives (contract/order-cartons.ts), and one that may be booked with part of it left
const ORDERS = [
  order(1, 'PO-OK-1', { booked: 4, remaining: 6, transportStatus: '1' }),
  order(2, 'PO-DONE-2', { transportStatus: '2', blocked: 'delivered' }),
  order(3, 'PO-BOND-3', { blocked: 'notCleared' }),
  order(4, 'PO-FULL-4', { booked: 10, remaining: 0, blocked: 'fullyBooked' }),
  order(5, 'PO-OVER-5', { blocked: 'over' }),
];
const transport = [
  { dictValue: '1', zh: '送货中', en: 'In delivery' },
  { dictValue: '2', zh: '已完成', en: 'Completed' },
];

function Picker() {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <Form.Item name="orderIds" label="orders">
        <OrderPicker form={form} />
      </Form.Item>
    </Form>
  );
}

const optionOf = (text: (s: string) => boolean) => screen.getByText(text).closest('.ant-select-item-option');

describe('the desk order picker (issue 46)', () => {
  it.each(['zh', 'en'])('%s: shows beside each order its status and what is left, an order a truck cannot bring with the reason, not offered', async (lang) => {
    await i18n.changeLanguage(lang);
    try {
      server.use(
        http.get('*/biz/order/list', () => HttpResponse.json({ code: 200, msg: 'ok', rows: ORDERS, total: ORDERS.length })),
        http.get('*/system/dict/data/type/biz_order_transport_status', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: transport.map((d) => ({ dictValue: d.dictValue, dictLabel: lang === 'en' ? d.en : d.zh })) }),
        ),
      );
      render(<Picker />);
      const input = screen.getByRole('combobox');
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: 'PO' } });
      const left = t('order:cartonsLeft', { n: 6, total: 10 });
      await screen.findByText((s) => s.startsWith('PO-OK-1') && s.includes(left));
      await waitFor(() => expect(optionOf((s) => s.startsWith('PO-OK-1'))?.textContent).toContain(lang === 'en' ? 'In delivery' : '送货中'));
      expect(optionOf((s) => s.startsWith('PO-OK-1'))).not.toHaveClass('ant-select-item-option-disabled');
      for (const o of ORDERS.filter((x) => x.blocked)) {
        const reason = t(`order:block.${o.blocked}`);
        expect(reason).not.toMatch(/^order:/);
        const option = optionOf((s) => s.startsWith(o.orderNo) && s.includes(reason));
        expect(option, o.orderNo).toHaveClass('ant-select-item-option-disabled');
      }
    } finally {
      await i18n.changeLanguage('zh');
    }
  });
});

describe('the booking form’s blank cargo figures (issue 46)', () => {
  it('are what is left of each picked order, its weight and cube in proportion; the totals where that is not known', () => {
    expect(orderTotals([{ nbOfCartons: 10, grossWeightSum: '100', totalCbm: '2', remaining: 4 }, { nbOfCartons: 5, grossWeightSum: 50, totalCbm: 1 }])).toEqual({ boxes: 9, grossWeight: 90, cube: 1.8 });
  });
});
