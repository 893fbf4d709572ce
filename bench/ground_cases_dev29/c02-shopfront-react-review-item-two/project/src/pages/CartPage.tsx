import { useState } from 'react';
import { CartItemList } from '../components/CartItemList';
import { CartSummary } from '../components/CartSummary';
import { useCart } from '../hooks/useCart';

export function CartPage({ onCheckout }: { onCheckout: () => void }) {
  const [coupon, setCoupon] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const { cart, loading, error, setQty, remove } = useCart(coupon);

  if (loading && !cart) return <p>加载中…</p>;
  if (error) return <p className="error">购物车加载失败：{error}</p>;
  if (!cart) return null;

  return (
    <main className="cart-page">
      <section>
        <CartItemList lines={cart.lines} onQty={setQty} onRemove={remove} />
        <form
          className="coupon"
          onSubmit={(e) => {
            e.preventDefault();
            setCoupon(draft.trim() || null);
          }}
        >
          <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="优惠券码" />
          <button type="submit">使用</button>
        </form>
      </section>
      <CartSummary cart={cart} onCheckout={onCheckout} />
    </main>
  );
}
