import { eq } from 'drizzle-orm';
import type { PreorderInput } from '../../contract/preorder.js';
import type { Db } from '../db/client.js';
import { recordHistory } from '../lib/workflow.js';
import type { LoginUser } from '../lib/login-user.js';
import { sysUser } from '../modules/user/table.js';
import { createOrder } from '../modules/order/repository.js';
import { bizPreorder } from '../modules/preorder/table.js';
import { preorderValues } from '../modules/preorder/repository.js';
import { preorderRemark } from '../modules/preorder/machine.js';
import { CHECK } from '../modules/preorder/route-config.js';

const buyers = ['IKEA Supply AG', 'Decathlon SA', 'H&M Hennes', 'Muji Europe', 'Leroy Merlin'];
const vendors = ['宁波家居制造有限公司', '义乌小商品贸易公司', '厦门户外用品有限公司', '苏州纺织品进出口公司', '深圳电子科技有限公司'];
const goods = [
  { itemNo: 'ART-10023', zh: '木制餐椅', en: 'Wooden dining chair', gifi: '9401619000', price: 18.5 },
  { itemNo: 'ART-20417', zh: '棉质浴巾', en: 'Cotton bath towel', gifi: '6302910000', price: 3.2 },
  { itemNo: 'ART-31190', zh: '露营帐篷', en: 'Camping tent', gifi: '6306220000', price: 42 },
  { itemNo: 'ART-40866', zh: '陶瓷马克杯', en: 'Ceramic mug', gifi: '6912001000', price: 1.15 },
  { itemNo: 'ART-52011', zh: 'LED台灯', en: 'LED desk lamp', gifi: '9405210000', price: 7.8 },
];
const reasons = ['箱数与装箱单不符', '缺少商检资料', 'HS编码有误，请核对', '供应商信息不完整', '毛重明显偏低，请复核'];

/** The demo's n-th pre-order: 1-3 lines of believable goods. */
function demoInput(n: number): PreorderInput {
  const lineCount = 1 + (n % 3);
  return {
    orderNo: `PO2611${String(n).padStart(4, '0')}`,
    buyer: buyers[n % buyers.length],
    ope: `OPE-${100 + n}`,
    da: `LOBA${7000 + n}`,
    vendorDeptName: vendors[n % vendors.length],
    keepRecordCbm: 0,
    bondedStatus: n % 5 === 0 ? '0' : '1',
    documentary: '客服小王',
    orderTaker: '客服小王',
    district: n % 2 ? '华东' : '华南',
    bookingCategory: n % 4 ? 'FCL' : 'LCL',
    docSper: '',
    traficOrder: '',
    traficCode: '',
    isSuit: 'N',
    isSpecial: 'N',
    specialCustoms: '',
    specialUnit: '',
    specialQtyRate: null,
    remark: null,
    lines: Array.from({ length: lineCount }, (_, i) => {
      const g = goods[(n + i) % goods.length];
      const cartons = 10 + ((n * 7 + i * 3) % 40);
      return {
        productId: null,
        itemNo: g.itemNo,
        originalCategory: g.en.split(' ').at(-1)!,
        originalQty: cartons * 12,
        gifiCode: g.gifi,
        unitPrice: g.price,
        currency: 'USD',
        customsNameZh: g.zh,
        customsNameEn: g.en,
        inspectionFlag: i === 0 && n % 5 === 0 ? 'Y' : 'N',
        proportionFlag: 'N',
        cartons,
        cbm: Math.round(cartons * 0.085 * 1000) / 1000,
        grossWeight: cartons * 6.5,
      };
    }),
  };
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/**
 * ~20 pre-orders by the cs user: unprocessed ones (one edited after it did not pass), not passed
 * ones with their reasons, and passed ones whose orders exist (created with createOrder, as the
 * check does). Run after the order demo: order ids come from the sequence.
 */
export async function seedPreorderDemo(db: Db): Promise<void> {
  const [cs] = await db.select().from(sysUser).where(eq(sysUser.userName, 'cs'));
  const user: LoginUser = { sessionId: 'demo', userId: cs?.userId ?? 1, userName: cs?.userName ?? 'admin', nickName: cs?.nickName ?? 'admin', deptId: cs?.deptId ?? null, deptName: null, roles: ['cs'], permissions: [], dataScopes: [] };
  const by = user.userName;
  await db.transaction(async (tx) => {
    for (let n = 1; n <= 20; n++) {
      const input = demoInput(n);
      const status = n <= 8 ? CHECK.unprocessed : n <= 13 ? CHECK.notPassed : CHECK.passed;
      const created = daysAgo(30 - n);
      const reason = reasons[n % reasons.length];
      const [row] = await tx
        .insert(bizPreorder)
        .values({ ...preorderValues(input), checkStatus: status, checkRemark: status === CHECK.notPassed ? reason : '', version: status === CHECK.unprocessed ? 0 : 1, deptId: user.deptId, userId: user.userId, createBy: by, createTime: created })
        .returning({ id: bizPreorder.preorderId });
      const id = row.id;
      if (status === CHECK.notPassed) await recordHistory(tx, { entity: 'preorder', entityId: id, field: 'checkStatus', from: '0', to: '2', remark: reason, by });
      if (n === 8) {
        // did not pass, was corrected and is waiting for its check again
        await recordHistory(tx, { entity: 'preorder', entityId: id, field: 'checkStatus', from: '0', to: '2', remark: reason, by });
        await recordHistory(tx, { entity: 'preorder', entityId: id, field: 'checkStatus', from: '2', to: '0', remark: 'edited', by });
        await tx.update(bizPreorder).set({ version: 2 }).where(eq(bizPreorder.preorderId, id));
      }
      if (status === CHECK.passed) {
        await recordHistory(tx, { entity: 'preorder', entityId: id, field: 'checkStatus', from: '0', to: '1', remark: '', by });
        const orderId = await createOrder(tx, input, user, id);
        await recordHistory(tx, { entity: 'order', entityId: orderId, field: 'customsStatus', from: '', to: '0', remark: preorderRemark(input.orderNo), by });
        await tx.update(bizPreorder).set({ orderId }).where(eq(bizPreorder.preorderId, id));
      }
    }
  });
}
