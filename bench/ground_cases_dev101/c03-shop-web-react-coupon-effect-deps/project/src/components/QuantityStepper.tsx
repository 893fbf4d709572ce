import { useEffect, useRef } from "react";

interface Props {
  qty: number;
  max?: number;
  onIncrement: () => void;
  onDecrement: () => void;
}

const REPEAT_DELAY_MS = 400;
const REPEAT_EVERY_MS = 120;

/** − qty + ; holding a button repeats it, like the native app. */
export function QuantityStepper({ qty, max = 99, onIncrement, onDecrement }: Props) {
  const delay = useRef<number | null>(null);
  const repeat = useRef<number | null>(null);

  const stop = () => {
    if (delay.current !== null) window.clearTimeout(delay.current);
    if (repeat.current !== null) window.clearInterval(repeat.current);
    delay.current = null;
    repeat.current = null;
  };

  const startHold = (action: () => void) => {
    action();
    delay.current = window.setTimeout(() => {
      repeat.current = window.setInterval(action, REPEAT_EVERY_MS);
    }, REPEAT_DELAY_MS);
  };

  useEffect(() => stop, []);

  return (
    <div className="qty-stepper">
      <button type="button" aria-label="减少" disabled={qty <= 1}
        onPointerDown={() => startHold(onDecrement)} onPointerUp={stop} onPointerLeave={stop}>
        −
      </button>
      <span aria-live="polite">{qty}</span>
      <button type="button" aria-label="增加" disabled={qty >= max}
        onPointerDown={() => startHold(onIncrement)} onPointerUp={stop} onPointerLeave={stop}>
        +
      </button>
    </div>
  );
}
