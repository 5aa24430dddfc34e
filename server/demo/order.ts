import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sysUser } from '../modules/user/table.js';
import { bizStatusHistory } from '../lib/workflow-table.js';
import { lineAmount, totalsOf } from '../modules/order/repository.js';
import { bizOrder, bizOrderLine } from '../modules/order/table.js';

const buyers = ['Decathlon', 'IKEA', 'Carrefour', 'Leroy Merlin', 'Auchan'];
const vendors = ['宁波海天家居有限公司', '义乌晨光文具厂', '深圳联科电子有限公司', '青岛海润纺织品有限公司', '厦门佳美鞋业有限公司'];
const goods = [
  { itemNo: 'HM-1001', zh: '不锈钢锅', en: 'Stainless steel pot', gifi: '7323930000', cat: 'Kitchen' },
  { itemNo: 'ST-2040', zh: '圆珠笔', en: 'Ballpoint pen', gifi: '9608100000', cat: 'Stationery' },
  { itemNo: 'EL-3300', zh: '蓝牙音箱', en: 'Bluetooth speaker', gifi: '8518220000', cat: 'Electronics' },
  { itemNo: 'TX-4120', zh: '棉质毛巾', en: 'Cotton towel', gifi: '6302600000', cat: 'Textile' },
  { itemNo: 'SH-5010', zh: '运动鞋', en: 'Sports shoes', gifi: '6404110000', cat: 'Footwear' },
];
/** [customs, transport, over] combinations that can happen: delivery only after customs started. */
const states: [string, string, string][] = [
  ['0', '0', '0'], ['0', '0', '0'], ['1', '0', '0'], ['1', '1', '0'], ['2', '0', '0'], ['2', '1', '0'], ['2', '2', '0'],
  ['2', '2', '1'], ['2', '2', '2'], ['0', '0', '3'], ['1', '0', '3'], ['2', '1', '3'],
];
const day = 86_400_000;

/** ~60 orders across every status combination, with lines and the history of their moves. */
export async function seedOrderDemo(db: Db): Promise<void> {
  const [cs] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'cs'));
  // the last order was created a week ago: the moves a day apart that follow it (up to five)
  // and its delivery are all behind the seed's now
  const start = Date.now() - 66 * day;
  const orders = Array.from({ length: 60 }, (_, i) => {
    const [customsStatus, transportStatus, overState] = states[i % states.length];
    const lines = Array.from({ length: 1 + (i % 3) }, (_, j) => {
      const g = goods[(i + j) % goods.length];
      const qty = 100 * (1 + ((i * 7 + j) % 9));
      const price = 1.25 + ((i + j) % 6) * 0.75;
      const cartons = Math.ceil(qty / 20);
      return { g, qty, price, cartons, cbm: Math.round(cartons * 0.062 * 1000) / 1000, grossWeight: Math.round(cartons * 8.4 * 10) / 10 };
    });
    const totals = totalsOf(lines);
    const created = new Date(start + i * day + (i % 8) * 3_600_000);
    return {
      row: {
        orderNo: `PO2025${String(1001 + i).padStart(5, '0')}`,
        buyer: buyers[i % buyers.length],
        ope: `OPE${(i % 4) + 1}`,
        da: `LOBA${String(8800 + i)}`,
        vendorDeptName: vendors[i % vendors.length],
        ...totals,
        keepRecordCbm: customsStatus === '0' ? '0' : totals.totalCbm,
        documentary: ['王芳', '李娜', '张伟'][i % 3],
        orderTaker: ['刘洋', '陈静'][i % 2],
        district: ['华东', '华南', '华北'][i % 3],
        bookingCategory: i % 2 ? 'FCL' : 'LCL',
        isSuit: i % 5 === 0 ? 'Y' : 'N',
        isSpecial: i % 11 === 0 ? 'Y' : 'N',
        specialCustoms: i % 11 === 0 ? '3C' : '',
        specialUnit: i % 11 === 0 ? 'PCS' : '',
        specialQtyRate: i % 11 === 0 ? '1.0000' : null,
        customsStatus,
        transportStatus,
        overState,
        overReason: overState === '3' ? '客户取消订单 / cancelled by the buyer' : '',
        bondedStatus: i % 6 === 0 ? '0' : '1',
        editStatus: customsStatus === '0' ? '0' : '1',
        toWarehouseTime: transportStatus === '0' ? null : new Date(created.getTime() + 5 * day),
        deptId: 101,
        userId: cs?.userId ?? null,
        createBy: 'cs',
        createTime: created,
        version: Number(customsStatus > '0') + Number(customsStatus > '1') + Number(transportStatus > '0') + Number(transportStatus > '1') + Number(overState > '0'),
      },
      lines,
      created,
    };
  });
  const inserted = await db.insert(bizOrder).values(orders.map((o) => o.row)).returning({ orderId: bizOrder.orderId });
  const lineRows = orders.flatMap((o, i) =>
    o.lines.map((l, j) => ({
      orderId: inserted[i].orderId,
      lineNo: j + 1,
      itemNo: l.g.itemNo,
      originalCategory: l.g.cat,
      originalQty: String(l.qty),
      gifiCode: l.g.gifi,
      unitPrice: String(l.price),
      totalAmount: lineAmount(l.qty, l.price),
      currency: j % 4 === 3 ? 'CNY' : 'USD',
      customsNameZh: l.g.zh,
      customsNameEn: l.g.en,
      inspectionFlag: l.g.itemNo.startsWith('EL') ? 'Y' : 'N',
      cartons: l.cartons,
      cbm: String(l.cbm),
      grossWeight: String(l.grossWeight),
    })),
  );
  await db.insert(bizOrderLine).values(lineRows);
  await db.insert(bizStatusHistory).values(orders.flatMap((o, i) => historyOf(inserted[i].orderId, o.row, o.created)));
}

/** The moves an order at these statuses went through, a day apart. */
function historyOf(entityId: number, o: { customsStatus: string; transportStatus: string; overState: string; overReason: string }, created: Date) {
  const steps: { field: string; from: string; to: string; by: string; remark?: string }[] = [];
  if (o.customsStatus >= '1') steps.push({ field: 'customsStatus', from: '0', to: '1', by: 'cs', remark: '报关单已提交' });
  if (o.customsStatus >= '2') steps.push({ field: 'customsStatus', from: '1', to: '2', by: 'customs', remark: '海关放行' });
  if (o.transportStatus >= '1') steps.push({ field: 'transportStatus', from: '0', to: '1', by: 'lhy' });
  if (o.transportStatus >= '2') steps.push({ field: 'transportStatus', from: '1', to: '2', by: 'lhy' });
  if (o.overState !== '0') steps.push({ field: 'overState', from: '0', to: o.overState, by: 'cs', remark: o.overReason });
  return steps.map((s, k) => ({
    entity: 'order',
    entityId,
    field: s.field,
    fromStatus: s.from,
    toStatus: s.to,
    remark: s.remark ?? '',
    operBy: s.by,
    operTime: new Date(created.getTime() + (k + 1) * day),
  }));
}
