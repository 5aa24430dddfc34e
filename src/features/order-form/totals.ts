/** The header totals as the server computes them (shown while editing; the server's are the truth). */
export function lineTotals(lines: { cartons?: number; cbm?: number; grossWeight?: number; originalQty?: number; unitPrice?: number }[]) {
  const sum = (f: (l: (typeof lines)[number]) => number, scale: number) => Math.round(lines.reduce((s, l) => s + Math.round(f(l) * scale), 0)) / scale;
  return {
    cartons: lines.reduce((s, l) => s + (l.cartons ?? 0), 0),
    cbm: sum((l) => l.cbm ?? 0, 1000),
    grossWeight: sum((l) => l.grossWeight ?? 0, 1000),
    amount: sum((l) => (l.originalQty ?? 0) * (l.unitPrice ?? 0), 100),
  };
}
