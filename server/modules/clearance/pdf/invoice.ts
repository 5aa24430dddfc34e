import type { Company, InvoiceLine } from '../document-data.js';
import { fieldGrid, fmt, heading, newDocument, note, pageNumbers, table } from './kit.js';

/** What an invoice version prints; kept with the version as it was issued. */
export interface InvoiceContent {
  invoiceNo: string;
  versionNo: number;
  invoiceDate: string;
  clearanceNo: string;
  seller: Company;
  buyer: string;
  origin: string;
  incoterm: string;
  incotermPlace: string;
  paymentTerms: string;
  lines: InvoiceLine[];
}

/** Amounts summed per currency, cent-exact (the order lines hold two decimals). */
export function totalsByCurrency(lines: InvoiceLine[]): { currency: string; amount: number }[] {
  const cents = new Map<string, number>();
  for (const l of lines) cents.set(l.currency, (cents.get(l.currency) ?? 0) + Math.round(l.amount * 100));
  return [...cents].sort(([a], [b]) => a.localeCompare(b)).map(([currency, c]) => ({ currency, amount: c / 100 }));
}

/** The commercial invoice: one line per goods line of the orders, totals per currency. */
export async function renderInvoice(c: InvoiceContent): Promise<Buffer> {
  const { doc, bytes } = newDocument(c.invoiceNo);
  heading(doc, '商业发票', 'Commercial Invoice', c.invoiceNo);
  const weight = c.lines.reduce((s, l) => s + l.grossWeightKg, 0);
  const cartons = c.lines.reduce((s, l) => s + l.cartons, 0);
  fieldGrid(doc, [
    ['卖方 Seller', `${c.seller.name}\n${c.seller.address}`],
    ['税号 Tax id', c.seller.taxId],
    ['买方 Buyer / Consignee', c.buyer],
    ['发票号 Invoice no.', `${c.invoiceNo} (v${c.versionNo})`],
    ['发票日期 Invoice date', c.invoiceDate],
    ['清关单号 Reference', c.clearanceNo],
    ['原产地 Origin', c.origin],
    ['贸易术语 Incoterms 2020', `${c.incoterm} ${c.incotermPlace}`.trim()],
    ['付款条件 Payment terms', c.paymentTerms],
    ['毛重 / 件数 Gross weight / packages', `${fmt(weight)} kg / ${cartons} CTNS`],
  ]);
  const rows = c.lines.map((l, i) => [
    String(i + 1),
    l.orderNo,
    l.itemNo,
    `${l.nameZh}\n${l.nameEn}`,
    l.hsCode,
    fmt(l.qty, 3),
    fmt(l.unitPrice, 4),
    fmt(l.amount, 2),
    l.currency,
  ]);
  const totals = totalsByCurrency(c.lines);
  const boldRows = new Set<number>();
  for (const t of totals) {
    boldRows.add(rows.length);
    rows.push(['', '合计 Total', '', '', '', '', '', fmt(t.amount, 2), t.currency]);
  }
  table(
    doc,
    [
      { header: '#', weight: 4, align: 'right' },
      { header: '订单 Order', weight: 15 },
      { header: '货号 Item', weight: 10 },
      { header: '品名 Description', weight: 21 },
      { header: 'HS', weight: 12 },
      { header: '数量 Qty', weight: 9, align: 'right' },
      { header: '单价 Unit price', weight: 10, align: 'right' },
      { header: '金额 Amount', weight: 12, align: 'right' },
      { header: '币种 Cur.', weight: 7 },
    ],
    rows,
    { boldRows },
  );
  note(doc, '声明 Declaration:', '兹证明本发票所列内容真实无误，与订单一致。 We certify that this invoice is true and correct and agrees with the order.');
  pageNumbers(doc, c.invoiceNo);
  doc.end();
  return bytes;
}
