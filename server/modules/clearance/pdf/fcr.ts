import type { Company, FcrOrder } from '../document-data.js';
import { fieldGrid, fmt, heading, newDocument, note, pageNumbers, table } from './kit.js';

/** What an FCR version prints; kept with the version as it was issued. */
export interface FcrContent {
  docNo: string;
  final: boolean;
  versionNo: number;
  issuedAt: string;
  /** the final FCR this one corrects */
  replaces: string | null;
  clearanceNo: string;
  consignee: string;
  company: Company;
  orders: FcrOrder[];
}

const DIFF_LABELS: Record<string, string> = { boxes: '箱数 cartons', weight: '重量 weight', cube: '体积 volume' };

/** "原因 reason: 破损 Damaged (two cartons crushed)", the reasons the receipts gave, issue 46. */
const reasonsText = (o: FcrOrder) =>
  o.received?.reasons.length ? ` 原因 reason: ${o.received.reasons.map((r) => `${r.zh} ${r.en}${r.note ? ` (${r.note})` : ''}`).join(', ')}` : '';
/** One order of the condition note: what differs from its announced figures, and why the receipts said it did. */
const conditionOf = (o: FcrOrder) => {
  const flags = o.received!.diffFlags;
  const found = flags.length ? ` ${flags.map((f) => DIFF_LABELS[f] ?? f).join(', ')} (预报 announced ${o.announced.cartons} CTNS / ${fmt(o.announced.weightKg)} kg / ${fmt(o.announced.cbm)} CBM)` : '';
  return `${o.orderNo}:${found}${reasonsText(o)}`;
};

/**
 * A FIATA-style Forwarder's Cargo Receipt. A draft prints the orders' announced figures; the final
 * prints what the receipts counted, with the differences found at receipt. Not a document of title.
 */
export async function renderFcr(c: FcrContent): Promise<Buffer> {
  const { doc, bytes } = newDocument(c.docNo);
  heading(doc, '货代收货凭证', "Forwarder's Cargo Receipt (FCR)", c.docNo, c.final ? undefined : 'DRAFT 草稿');
  const shippers = [...new Set(c.orders.map((o) => o.shipper).filter(Boolean))].join(', ');
  const places = [...new Set(c.orders.map((o) => o.received?.warehouse).filter(Boolean))].join(', ');
  const receivedAt = c.orders.map((o) => o.received?.receivedAt).filter(Boolean).sort().at(-1) ?? '';
  fieldGrid(doc, [
    ['签发人 Issued by', `${c.company.name}\n${c.company.address}`],
    ['发货人 Shipper', shippers],
    ['收货人 Consignee', c.consignee],
    ['清关单号 Reference', c.clearanceNo],
    ['订单号 Order no.', c.orders.map((o) => o.orderNo).join(', ')],
    ['LOBA NO', c.orders.map((o) => o.lobaNo).filter(Boolean).join(', ')],
    ['收货地点 Place of receipt', places || c.company.address],
    ['收货日期 Date of receipt', c.final ? receivedAt : '—'],
    ['签发日期 Date of issue', c.issuedAt],
    ['版本 Version', `${c.final ? '正本 Final' : '草稿 Draft'} ${c.versionNo}${c.replaces ? ` · 替代 replaces ${c.replaces}` : ''}`],
  ]);
  const figures = (o: FcrOrder) => (c.final && o.received ? o.received : o.announced);
  const rows = c.orders.map((o) => {
    const f = figures(o);
    return [o.orderNo, String(f.cartons), 'CTNS 纸箱', o.description, fmt(f.weightKg), fmt(f.cbm), c.final ? (o.received?.dims ?? '') : ''];
  });
  const sum = (pick: (o: FcrOrder) => number) => c.orders.reduce((s, o) => s + pick(o), 0);
  rows.push([
    '合计 Total',
    String(sum((o) => figures(o).cartons)),
    '',
    '',
    fmt(sum((o) => figures(o).weightKg)),
    fmt(sum((o) => figures(o).cbm)),
    '',
  ]);
  table(
    doc,
    [
      { header: '唛头 Marks', weight: 14 },
      { header: '件数 Pkgs', weight: 9, align: 'right' },
      { header: '包装 Kind', weight: 8 },
      { header: '货物描述 Description of goods', weight: 30 },
      { header: '毛重 Gross kg', weight: 11, align: 'right' },
      { header: '体积 CBM', weight: 9, align: 'right' },
      { header: '尺寸 Dimensions', weight: 19 },
    ],
    rows,
    { boldRows: new Set([rows.length - 1]) },
  );
  if (c.final) {
    // an order whose receipts gave a reason is named even when its sums came out even (a truck short, another over)
    const differences = c.orders.filter((o) => o.received?.diffFlags.length || o.received?.reasons.length);
    note(
      doc,
      '外观状况 Apparent condition:',
      differences.length ? `收货时发现差异 Differences found at receipt — ${differences.map(conditionOf).join('; ')}` : '外观良好 In apparent good order and condition',
    );
  } else {
    note(doc, '说明 Note:', '草稿按订单预报数据生成，收货后以正本为准。 This draft shows the figures announced by the orders; the final FCR shows what was received.');
  }
  note(doc, '', '本凭证不是物权凭证，不可转让。 This receipt is not a document of title and is not negotiable.');
  pageNumbers(doc, c.docNo);
  doc.end();
  return bytes;
}
