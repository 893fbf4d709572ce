export interface OrderRow {
  id: string;
  customer_id: string;
  status: string;
  total_cents: number;
  currency: string;
  created_at: Date;
}

export interface OrderDto {
  id: string;
  customerId: string;
  status: string;
  total: string;
  createdAt: string;
}

export function formatMoney(cents: number, currency: string): string {
  const value = (cents / 100).toFixed(2);
  return `${value} ${currency}`;
}

export function formatDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

export function formatOrder(row: OrderRow): OrderDto {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    total: formatMoney(row.total_cents, row.currency),
    createdAt: formatDate(row.created_at),
  };
}
