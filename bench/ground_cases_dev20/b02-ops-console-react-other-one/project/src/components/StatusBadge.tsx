import type { OrderStatus } from "../api/client";

const LABELS: Record<OrderStatus, string> = {
  pending: "未払い",
  paid: "支払済",
  shipped: "発送済",
  cancelled: "キャンセル",
};

const COLORS: Record<OrderStatus, string> = {
  pending: "#b26a00",
  paid: "#1b6ac9",
  shipped: "#2e7d32",
  cancelled: "#757575",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className="status-badge"
      style={{
        color: COLORS[status],
        borderColor: COLORS[status],
        padding: "0 6px",
        borderRadius: 4,
        border: "1px solid",
        fontSize: 12,
      }}
    >
      {LABELS[status]}
    </span>
  );
}
