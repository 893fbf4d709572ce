import { useCart } from "../hooks/useCart";
import { CartItemRow } from "./CartItemRow";
import { CartSummary } from "./CartSummary";

export function CartPage({ onCheckout }: { onCheckout: () => void }) {
  const { items, count, subtotal, updateQuantity, removeItem } = useCart();

  if (items.length === 0) {
    return <p className="empty">Your cart is empty.</p>;
  }

  return (
    <div className="cart-page">
      <ul className="cart-list">
        {items.map((item) => (
          <CartItemRow
            key={item.productId}
            item={item}
            onQuantityChange={updateQuantity}
            onRemove={removeItem}
          />
        ))}
      </ul>
      <CartSummary subtotal={subtotal} count={count} onCheckout={onCheckout} />
    </div>
  );
}
