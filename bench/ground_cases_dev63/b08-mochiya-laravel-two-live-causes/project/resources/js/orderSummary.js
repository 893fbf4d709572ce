// Order confirmation screen. Mirrors the invoice maths on the client.

const RATES = [10, 8];

export function byRate(lines) {
  const out = {};
  for (const line of lines) {
    out[line.rate] ??= { base: 0, tax: 0 };
    out[line.rate].base += line.price * line.qty;
  }
  return out;
}

// points are applied to the 10% base first, then to the 8% base, before tax
export function applyPoints(groups, points) {
  let left = points;
  for (const rate of RATES) {
    if (!groups[rate]) continue;
    const used = Math.min(left, groups[rate].base);
    groups[rate].base -= used;
    left -= used;
  }
  return groups;
}

export function orderTotal(lines, points = 0) {
  const groups = applyPoints(byRate(lines), points);
  let total = 0;
  for (const rate of Object.keys(groups)) {
    const g = groups[rate];
    g.tax = Math.floor((g.base * Number(rate)) / 100);
    total += g.base + g.tax;
  }
  return total;
}

export function yen(n) {
  return `${n.toLocaleString("ja-JP")}円`;
}
