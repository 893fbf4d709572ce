import type { CheckoutValues } from "./schema";
import { COUNTRIES, formatPostcode } from "./postcodes";

type Props = { values: CheckoutValues; subtotal: number; shipping: number };

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });

export function OrderSummary({ values, subtotal, shipping }: Props) {
  const country = COUNTRIES.find((c) => c.code === values.country)?.label ?? values.country;
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title">Your order</h2>
      <address>
        {values.fullName}
        <br />
        {values.line1}
        {values.line2 && (
          <>
            <br />
            {values.line2}
          </>
        )}
        <br />
        {values.city} {formatPostcode(values.country, values.postcode)}
        <br />
        {country}
      </address>
      <p>Delivery on {values.deliveryDate}</p>
      <dl>
        <dt>Subtotal</dt>
        <dd>{money.format(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{money.format(shipping)}</dd>
        <dt>Total</dt>
        <dd>{money.format(subtotal + shipping)}</dd>
      </dl>
    </section>
  );
}
