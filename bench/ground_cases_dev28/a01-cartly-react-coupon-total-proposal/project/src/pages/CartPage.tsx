import { useNavigate } from "react-router-dom";
import { CartSummary } from "../components/CartSummary";
import { CartLine } from "../components/CartLine";
import { useCart } from "../hooks/useCart";

export default function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();

  return (
    <main className="page page--cart">
      <h1>Your cart</h1>
      <ul className="cart-lines">
        {cart.items.map((item) => (
          <CartLine key={item.sku} item={item} onQty={(qty) => cart.setQty(item.sku, qty)} />
        ))}
      </ul>
      <CartSummary
        items={cart.items}
        coupon={cart.coupon}
        currency="EUR"
        onApplyCoupon={cart.applyCoupon}
        onClear={cart.clearCart}
        onCheckout={() => navigate("/checkout")}
      />
    </main>
  );
}
