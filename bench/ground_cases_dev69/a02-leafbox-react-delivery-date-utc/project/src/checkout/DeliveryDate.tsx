import type { UseFormRegister } from "react-hook-form";
import type { CheckoutValues } from "./schema";

type Props = {
  register: UseFormRegister<CheckoutValues>;
  error?: string;
};

export const CUTOFF_HOUR = 14;

// Earliest date we can deliver: tomorrow, or the day after when the order comes in after the cutoff.
export function minDeliveryDate(now: Date = new Date()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + (d.getHours() >= CUTOFF_HOUR ? 2 : 1));
  return d.toISOString().slice(0, 10);
}

// Native date input: good enough on mobile, and it gives us a keyboard-accessible picker for free.
export function DeliveryDate({ register, error }: Props) {
  return (
    <div className="delivery-date">
      <label htmlFor="deliveryDate">Delivery date</label>
      <input id="deliveryDate" type="date" min={minDeliveryDate()} {...register("deliveryDate")} />
      <p className="hint">We deliver Monday to Saturday.</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
