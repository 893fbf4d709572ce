type Props = {
  value: string;
  onChange: (value: string) => void;
  max?: number;
};

export function QuantityInput({ value, onChange, max = 99 }: Props) {
  return (
    <input
      className="qty-input"
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label="数量"
    />
  );
}
