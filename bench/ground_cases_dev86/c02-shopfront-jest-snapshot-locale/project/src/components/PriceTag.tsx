import { formatDiscount, formatPrice } from '../utils/format';

interface Props {
  amount: number;
  original?: number;
  discount?: number;
}

export function PriceTag({ amount, original, discount }: Props) {
  return (
    <span className="price-tag">
      <strong>{formatPrice(amount)}</strong>
      {original !== undefined && original > amount && <del>{formatPrice(original)}</del>}
      {discount !== undefined && discount < 1 && <em>{formatDiscount(discount)}</em>}
    </span>
  );
}
