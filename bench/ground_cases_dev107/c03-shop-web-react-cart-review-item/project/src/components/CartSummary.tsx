import { FREE_SHIPPING_FEN, formatCNY, shippingFen } from "../utils/money";
import type { CartItem } from "../hooks/useCart";

interface Props {
  items: CartItem[];
  totalFen: number;
  onCheckout: () => void;
}

export function CartSummary({ items, totalFen, onCheckout }: Props) {
  const shipping = shippingFen(totalFen);
  const count = items.reduce((n, i) => n + i.qty, 0);

  if (count === 0) {
    return <p className="cart-empty">购物车是空的</p>;
  }

  return (
    <section className="cart-summary">
      <div className="row">
        <span>商品（{count} 件）</span>
        <span>{formatCNY(totalFen)}</span>
      </div>
      <div className="row">
        <span>运费</span>
        <span>{shipping === 0 ? "免运费" : formatCNY(shipping)}</span>
      </div>
      {shipping > 0 && (
        <p className="free-shipping-hint">再买 {formatCNY(FREE_SHIPPING_FEN - totalFen)} 免运费</p>
      )}
      <div className="row total">
        <span>合计</span>
        <span>{formatCNY(totalFen + shipping)}</span>
      </div>
      <button type="button" onClick={onCheckout}>
        去结算
      </button>
    </section>
  );
}
