import type { Order } from "../types.js";

export type Mail = {
  to: string;
  subject: string;
  text: string;
};

function yen(n: number): string {
  return `${n.toLocaleString("ja-JP")}円`;
}

export function buildReceipt(order: Order): Mail {
  const to = order.customer?.email ?? order.guestEmail;
  if (!to) throw new Error(`order ${order.number}: no recipient for receipt`);
  const lines = order.items.map(
    (it) => `・${it.name} × ${it.quantity}  ${yen(it.unitPrice * it.quantity)}`,
  );
  return {
    to,
    subject: `【ご注文番号 ${order.number}】ご注文ありがとうございます`,
    text: [
      `${order.customer?.name ?? "お客様"} 様`,
      "",
      "以下の内容でご注文を承りました。",
      "",
      ...lines,
      "",
      `合計: ${yen(order.total)}`,
    ].join("\n"),
  };
}
