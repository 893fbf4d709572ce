import type { Money } from "../lib/money";

export interface ReceiptLine {
  name: string;
  qty: number;
  unit: Money;
}

export interface Receipt {
  orderId: string;
  email: string;
  lines: ReceiptLine[];
  total: Money;
  paidAt: Date;
}

function yenOrDollar(m: Money): string {
  const value = Number(m.amount);
  return new Intl.NumberFormat("ja-JP", { style: "currency", currency: m.currency }).format(value);
}

export function renderReceiptText(r: Receipt): string {
  const rows = r.lines.map((l) => `${l.name} × ${l.qty}\t${yenOrDollar(l.unit)}`);
  return [
    "ご購入ありがとうございます。",
    `注文番号: ${r.orderId}`,
    `お支払い日時: ${r.paidAt.toLocaleString("ja-JP", { timeZone: "Asia/Tokyo" })}`,
    "",
    ...rows,
    "",
    `合計: ${yenOrDollar(r.total)}`,
  ].join("\n");
}
