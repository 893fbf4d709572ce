import { formatDiscount, formatShipping, formatYenTaxIncluded } from "@/lib/format";

type Props = {
  subtotal: number;
  shippingFee: number;
  discount: number;
};

export default function OrderSummary({ subtotal, shippingFee, discount }: Props) {
  const total = subtotal + shippingFee - discount;
  return (
    <dl className="order-summary">
      <dt>小計</dt>
      <dd>{formatYenTaxIncluded(subtotal)}</dd>
      <dt>送料</dt>
      <dd>{formatShipping(shippingFee)}</dd>
      {discount > 0 && (
        <>
          <dt>クーポン割引</dt>
          <dd>{formatDiscount(discount)}</dd>
        </>
      )}
      <dt>お支払い合計</dt>
      <dd className="total">{formatYenTaxIncluded(total)}</dd>
    </dl>
  );
}
