import { useNavigate } from "react-router-dom";
import { CartSummary } from "../components/CartSummary";
import { useCart } from "../hooks/useCart";

function CouponForm({ onApply, busy }: { onApply: (code: string) => Promise<boolean>; busy: boolean }) {
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const code = new FormData(e.currentTarget).get("code");
        if (typeof code === "string" && code) await onApply(code.trim());
      }}
    >
      <input name="code" placeholder="クーポンコード" disabled={busy} />
      <button type="submit" disabled={busy}>適用</button>
    </form>
  );
}

export default function CartPage() {
  const cart = useCart();
  const navigate = useNavigate();
  const goCheckout = () => navigate("/checkout");

  if (cart.items.length === 0) {
    return <p className="empty">カートは空です</p>;
  }

  return (
    <main className="cart-page">
      <h1>カート</h1>
      <CouponForm onApply={cart.applyCoupon} busy={cart.loading} />
      <CartSummary items={cart.items} coupon={cart.coupon} onCheckout={goCheckout} />
    </main>
  );
}
