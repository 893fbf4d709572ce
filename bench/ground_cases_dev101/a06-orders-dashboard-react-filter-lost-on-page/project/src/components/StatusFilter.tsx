import type { OrderStatus } from "../api/orders";
import { STATUS_LABELS } from "../hooks/useOrders";

type Option = OrderStatus | "all";

interface Props {
  value: Option;
  options: Option[];
  onChange: (next: Option) => void;
}

export function labelFor(option: Option): string {
  return option === "all" ? "All" : STATUS_LABELS[option];
}

export function StatusFilter({ value, options, onChange }: Props) {
  return (
    <label className="status-filter">
      Status
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as Option)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelFor(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
