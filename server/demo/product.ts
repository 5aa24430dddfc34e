import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sysUser } from '../modules/user/table.js';
import { bizStatusHistory } from '../lib/workflow-table.js';
import { bizProduct } from '../modules/product/table.js';

type Step = [from: string, to: string, by: string, remark: string];

const SUBMIT: Step = ['0', '1', 'cs', '资料已完善，提交验收'];
const ACCEPT: Step = ['1', '3', 'admin', '验收通过'];
const CHANGE: Step = ['3', '2', 'cs', '供应商更换包装，尺寸需更新'];
const RESUBMIT: Step = ['2', '1', 'cs', '已更新尺寸与重量'];
const PATHS: Record<string, Step[][]> = {
  '0': [[]],
  '1': [[SUBMIT], [SUBMIT, ACCEPT, CHANGE, RESUBMIT]],
  '2': [[SUBMIT, ACCEPT, CHANGE]],
  '3': [[SUBMIT, ACCEPT], [SUBMIT, ACCEPT, CHANGE, RESUBMIT, ACCEPT]],
};

const GOODS: [zh: string, en: string, hscode: string, dims: [number, number, number], gross: number][] = [
  ['纯棉男式T恤', "Men's cotton T-shirt", '6109100010', [40, 30, 5], 0.32],
  ['女式针织开衫', "Women's knitted cardigan", '6110200039', [45, 35, 8], 0.55],
  ['不锈钢保温杯', 'Stainless steel vacuum flask', '9617001100', [25, 10, 10], 0.48],
  ['陶瓷餐盘套装', 'Ceramic dinner plate set', '6911101900', [35, 35, 20], 4.2],
  ['蓝牙无线耳机', 'Bluetooth wireless earphones', '8518300000', [15, 10, 5], 0.18],
  ['儿童塑料积木', "Children's plastic building blocks", '9503008900', [40, 30, 15], 1.6],
  ['LED台灯', 'LED desk lamp', '9405209000', [50, 20, 15], 1.1],
  ['羽绒被', 'Down duvet', '9404400000', [60, 50, 25], 2.9],
  ['木质衣架', 'Wooden coat hangers', '4421100000', [45, 25, 10], 1.4],
  ['硅胶厨具套装', 'Silicone kitchen utensil set', '3924100000', [38, 15, 8], 0.75],
];
const SUPPLIERS = ['宁波海曙贸易有限公司', '义乌小商品进出口公司', '深圳华强电子有限公司', '佛山陶瓷制品厂', '苏州丝绸纺织公司'];
const STATUSES = ['0', '1', '2', '3'];
const DAY = 86_400_000;

/**
 * About forty products at every status, created by cs, each with the history of the moves that
 * brought it there (some went through a change and were accepted again). Run twice, it adds nothing.
 */
export async function seedProductDemo(db: Db): Promise<void> {
  const [cs] = await db.select({ userId: sysUser.userId, deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userName, 'cs'));
  const plans = Array.from({ length: 40 }, (_, i) => {
    const status = STATUSES[i % 4];
    const paths = PATHS[status];
    const [zh, en, hscode, [l, w, h], gross] = GOODS[i % GOODS.length];
    const variant = Math.floor(i / GOODS.length) + 1;
    const incomplete = status === '0' && i % 8 === 0;
    return {
      steps: paths[Math.floor(i / 4) % paths.length],
      start: Date.now() - (60 - i) * DAY,
      row: {
        articleNo: `ART-${String(240001 + i)}`,
        nameZh: `${zh}（款${variant}）`,
        // a product still to be completed lacks some master data: the story of status 0
        nameEn: incomplete ? '' : `${en} (style ${variant})`,
        hscode: incomplete ? '' : hscode,
        length: String(l + variant),
        width: String(w),
        height: incomplete ? null : String(h),
        grossWeight: incomplete ? null : String(gross * variant),
        netWeight: incomplete ? null : String(Math.round(gross * variant * 850) / 1000),
        supplier: SUPPLIERS[i % SUPPLIERS.length],
        status,
        deptId: cs?.deptId ?? null,
        userId: cs?.userId ?? null,
        createBy: 'cs',
      },
    };
  });
  const taken = new Set(
    (await db.select({ a: bizProduct.articleNo }).from(bizProduct).where(inArray(bizProduct.articleNo, plans.map((p) => p.row.articleNo)))).map((r) => r.a),
  );
  const fresh = plans.filter((p) => !taken.has(p.row.articleNo));
  if (fresh.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(bizProduct)
      .values(fresh.map((p) => ({ ...p.row, version: p.steps.length, createTime: new Date(p.start), updateTime: new Date(p.start + p.steps.length * DAY) })))
      .returning({ productId: bizProduct.productId });
    const history = fresh.flatMap((p, i) =>
      p.steps.map(([from, to, by, remark], n) => ({ entity: 'product', entityId: rows[i].productId, field: 'status', fromStatus: from, toStatus: to, remark, operBy: by, operTime: new Date(p.start + (n + 1) * DAY - 3_600_000) })),
    );
    if (history.length) await tx.insert(bizStatusHistory).values(history);
  });
}
