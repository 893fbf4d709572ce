import type { Payout, Seller } from '../types.js';

const euro = (cents: number) => (cents / 100).toFixed(2);

/** CSV the finance team uploads to the bank and sends to sellers. */
export function payoutCsv(rows: Array<{ seller: Seller; payout: Payout }>): string {
  const header = ['seller_id', 'seller_name', 'period', 'order_count', 'gross_eur', 'commission_eur', 'payout_eur', 'iban'];
  const body = rows.map(({ seller, payout }) => {
    const gross = payout.lines.reduce((s, l) => s + l.grossCents, 0);
    const commission = payout.lines.reduce((s, l) => s + l.commissionCents, 0);
    return [
      seller.id,
      JSON.stringify(seller.name),
      payout.period,
      payout.lines.length,
      euro(gross),
      euro(commission),
      euro(payout.totalCents),
      seller.iban,
    ].join(',');
  });
  // Excel only detects UTF-8 when the file starts with a byte order mark
  return '\uFEFF' + [header.join(','), ...body].join('\n') + '\n';
}
