import type { OrderStatus } from "../types";

const COLORS: Record<OrderStatus, string> = {
  pending: "badge--grey",
  paid: "badge--blue",
  shipped: "badge--green",
  cancelled: "badge--red",
  refunded: "badge--amber",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${COLORS[status]}`}>{status}</span>;
}
