import { clampQty } from "../utils/money";

const MAX_QTY = 10;

type Props = {
  value: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
};

export function QtyStepper({ value, onChange, disabled }: Props) {
  const set = (next: number) => onChange(clampQty(next, MAX_QTY));
  return (
    <div className="qty-stepper">
      <button
        type="button"
        aria-label="减少"
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <input
        inputMode="numeric"
        value={value}
        disabled={disabled}
        onChange={(e) => set(Number(e.target.value))}
      />
      <button
        type="button"
        aria-label="增加"
        disabled={disabled || value >= MAX_QTY}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
