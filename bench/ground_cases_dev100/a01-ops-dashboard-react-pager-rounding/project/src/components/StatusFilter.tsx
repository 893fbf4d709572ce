import type { OrderStatus } from "../api/orders";

const CHIPS: Array<{ value: OrderStatus | "all"; label: string }> = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "packed", label: "Packed" },
  { value: "shipped", label: "Shipped" },
  { value: "delayed", label: "Delayed" },
  { value: "cancelled", label: "Cancelled" },
];

interface Props {
  current?: OrderStatus;
  onChange: (status: OrderStatus | "all") => void;
}

export function StatusFilter({ current, onChange }: Props) {
  return (
    <div className="chips" role="radiogroup" aria-label="Filter by status">
      {CHIPS.map((chip) => {
        const selected = chip.value === "all" ? current === undefined : chip.value === current;
        return (
          <button
            key={chip.value}
            type="button"
            role="radio"
            aria-checked={selected}
            className={selected ? "chip chip--on" : "chip"}
            onClick={() => onChange(chip.value)}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
