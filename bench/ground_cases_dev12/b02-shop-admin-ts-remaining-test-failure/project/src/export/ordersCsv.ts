import { formatOrderDate } from "../lib/date";
import { applyCoupon, calcTax, subtotalOf, type Coupon, type LineItem } from "../lib/price";

export interface Order {
  id: string;
  /** ISO8601 (UTC) */
  orderedAt: string;
  customerName: string;
  items: LineItem[];
  coupon?: Coupon;
  status: "paid" | "shipped" | "cancelled";
}

export const HEADER = ["注文番号", "注文日時", "顧客名", "小計", "割引", "消費税", "合計", "ステータス"];

const STATUS_LABEL: Record<Order["status"], string> = {
  paid: "入金済",
  shipped: "発送済",
  cancelled: "キャンセル",
};

function escapeCsv(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function orderRow(order: Order): (string | number)[] {
  const subtotal = subtotalOf(order.items);
  const discount = applyCoupon(subtotal, order.coupon);
  const tax = calcTax(order.items);
  return [
    order.id,
    formatOrderDate(order.orderedAt),
    order.customerName,
    subtotal,
    discount,
    tax,
    subtotal - discount + tax,
    STATUS_LABEL[order.status],
  ];
}

/** Excel で開く前提なので BOM 付き・CRLF */
export function toCsv(orders: Order[]): string {
  const lines = [HEADER, ...orders.map(orderRow)].map((row) => row.map(escapeCsv).join(","));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
