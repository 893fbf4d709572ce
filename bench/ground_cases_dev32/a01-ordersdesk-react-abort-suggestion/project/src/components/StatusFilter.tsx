import { STATUSES, type OrderStatus } from "../types";

interface Props {
  value: OrderStatus | "";
  onChange: (value: OrderStatus | "") => void;
}

const LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export function StatusFilter({ value, onChange }: Props) {
  return (
    <div className="status-filter" role="group" aria-label="Filter by status">
      <button type="button" className={value === "" ? "active" : ""} onClick={() => onChange("")}>
        All
      </button>
      {STATUSES.map((s) => (
        <button
          key={s}
          type="button"
          className={value === s ? "active" : ""}
          onClick={() => onChange(s)}
        >
          {LABELS[s]}
        </button>
      ))}
    </div>
  );
}
