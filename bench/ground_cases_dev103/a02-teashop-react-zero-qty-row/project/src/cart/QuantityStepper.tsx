export const MAX_PER_ITEM = 10;

type Props = {
  qty: number;
  onChange: (qty: number) => void;
  label: string;
};

export function QuantityStepper({ qty, onChange, label }: Props) {
  return (
    <div className="stepper" role="group" aria-label={`Quantity for ${label}`}>
      <button
        type="button"
        aria-label="Decrease"
        onClick={() => onChange(qty - 1)}
      >
        −
      </button>
      <span aria-live="polite">{qty}</span>
      <button
        type="button"
        aria-label="Increase"
        disabled={qty >= MAX_PER_ITEM}
        onClick={() => onChange(Math.min(qty + 1, MAX_PER_ITEM))}
      >
        +
      </button>
    </div>
  );
}

export default QuantityStepper;
// Removing happens in the reducer: setQty with 0 drops the line.
// The stepper itself never hides its row.
// Keep this component dumb; CartPage owns the dispatch.
