import { formatPrice } from '../utils/money';

interface Props {
  savedCents: number;
}

// Small pill under the cart totals: "已省 ¥xx". Hidden by the caller when nothing is saved.
export function DiscountBadge({ savedCents }: Props) {
  return (
    <span
      className="discount-badge"
      data-testid="discount-badge"
      style={{
        display: 'inline-block',
        padding: '2px 8px',
        borderRadius: 'var(--radius-sm)',
        background: 'var(--color-sale-bg)',
        color: 'var(--color-sale)',
        fontSize: 12,
      }}
    >
      已省 {formatPrice(savedCents)}
    </span>
  );
}
