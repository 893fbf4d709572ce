import { OrderStatus } from "../types";

const LABELS: Record<OrderStatus, string> = {
  pending: "待支付",
  paid: "已支付",
  shipped: "已发货",
  cancelled: "已取消",
};

const COLORS: Record<OrderStatus, string> = {
  pending: "#f59e0b",
  paid: "#10b981",
  shipped: "#3b82f6",
  cancelled: "#9ca3af",
};

interface Props {
  status: OrderStatus;
  compact?: boolean;
}

export function StatusBadge({ status, compact = false }: Props) {
  const style = {
    backgroundColor: COLORS[status],
    color: "#fff",
    borderRadius: 4,
    padding: compact ? "0 4px" : "2px 8px",
    fontSize: compact ? 11 : 12,
  };
  return (
    <span className="status-badge" style={style} title={status}>
      {LABELS[status]}
    </span>
  );
}
