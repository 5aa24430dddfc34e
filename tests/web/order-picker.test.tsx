import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OrderPicker } from '../../src/pages/appointment/order-picker';
import { t, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

const ORDERS = [
  { orderId: 1, orderNo: 'PO-OK-1', vendorDeptName: 'V', nbOfCartons: 10, grossWeightSum: '1', totalCbm: '1', transportStatus: '0', bondedStatus: '0', customsStatus: '0' },
  { orderId: 2, orderNo: 'PO-DONE-2', vendorDeptName: 'V', nbOfCartons: 10, grossWeightSum: '1', totalCbm: '1', transportStatus: '2', bondedStatus: '0', customsStatus: '0' },
  { orderId: 3, orderNo: 'PO-BOND-3', vendorDeptName: 'V', nbOfCartons: 10, grossWeightSum: '1', totalCbm: '1', transportStatus: '0', bondedStatus: '1', customsStatus: '1' },
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

describe('the desk order picker (issue 46)', () => {
  it('shows an order a truck cannot bring with the reason, and does not offer it', async () => {
    server.use(http.get('*/biz/order/list', () => HttpResponse.json({ code: 200, msg: 'ok', rows: ORDERS, total: ORDERS.length })));
    render(<Picker />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'PO' } });
    const delivered = await screen.findByText((text) => text.includes('PO-DONE-2') && text.includes(t('appointment:orderDelivered')));
    const bonded = screen.getByText((text) => text.includes('PO-BOND-3') && text.includes(t('appointment:orderNotCleared')));
    await waitFor(() => expect(delivered.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled'));
    expect(bonded.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    const ok = screen.getByText((text) => text.startsWith('PO-OK-1'));
    expect(ok.closest('.ant-select-item-option')).not.toHaveClass('ant-select-item-option-disabled');
  });
});
