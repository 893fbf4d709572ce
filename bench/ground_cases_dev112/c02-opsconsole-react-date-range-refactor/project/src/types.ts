export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export interface Order {
  id: string;
  customer: string;
  status: OrderStatus;
  amountCents: number;
  /** ISO timestamp, e.g. 2025-11-05T14:31:00+08:00 */
  createdAt: string;
}

export interface OrderFilters {
  status: OrderStatus | "all";
  keyword: string;
  /** yyyy-mm-dd from the date inputs, inclusive on both ends */
  from: string;
  to: string;
}

export const emptyFilters: OrderFilters = {
  status: "all",
  keyword: "",
  from: "",
  to: "",
};

export function formatYuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function endOfDay(day: string): Date {
  const d = new Date(`${day}T00:00:00`);
  d.setDate(d.getDate() + 1);
  return d;
}
