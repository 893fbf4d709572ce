import { FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createOrder, type Address, type Payment } from '../api/orders';
import { useCart } from '../hooks/useCart';
import { AddressFields } from './AddressFields';
import { CouponInput, type AppliedCoupon } from './CouponInput';
import { formatPrice } from '../utils/money';

const EMPTY_ADDRESS: Address = { name: '', phone: '', line1: '', city: '', zip: '' };
const PAYMENTS: { value: Payment; label: string }[] = [
  { value: 'alipay', label: '支付宝' },
  { value: 'wechat', label: '微信支付' },
  { value: 'card', label: '银行卡' },
];

export function CheckoutForm() {
  const navigate = useNavigate();
  const { cart, loading } = useCart();
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<Payment>('alipay');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isValid = useMemo(
    () => Boolean(address.name && /^1\d{10}$/.test(address.phone) && address.line1 && address.city),
    [address],
  );
  const canSubmit = isValid && !submitting && !!cart?.lines.length;

  if (loading || !cart) return <p className="muted">加载中…</p>;

  const discount = coupon ? Math.min(coupon.discount, cart.subtotal) : 0;
  const total = cart.subtotal - discount;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    setError(null);
    try {
      const order = await createOrder({
        cartId: cart.id,
        address,
        payment,
        couponCode: coupon?.code,
      });
      setSubmitting(true);
      navigate(`/orders/${order.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : '下单失败，请重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="checkout" onSubmit={handleSubmit}>
      <AddressFields value={address} onChange={setAddress} />
      <fieldset>
        <legend>支付方式</legend>
        {PAYMENTS.map((p) => (
          <label key={p.value}>
            <input
              type="radio"
              name="payment"
              checked={payment === p.value}
              onChange={() => setPayment(p.value)}
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      <CouponInput cartId={cart.id} onApplied={setCoupon} />
      <dl className="summary">
        <dt>商品小计</dt>
        <dd>{formatPrice(cart.subtotal)}</dd>
        {coupon && (
          <>
            <dt>优惠券 {coupon.code}</dt>
            <dd>-{formatPrice(discount)}</dd>
          </>
        )}
        <dt>应付</dt>
        <dd className="total">{formatPrice(total)}</dd>
      </dl>
      {error && <p className="error">{error}</p>}
      <button type="submit" disabled={!canSubmit}>
        {submitting ? '提交中…' : '提交订单'}
      </button>
    </form>
  );
}
