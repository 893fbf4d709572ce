import { useState } from 'react';
import { applyCoupon } from '../api/orders';

export interface AppliedCoupon {
  code: string;
  discount: number;
}

interface Props {
  cartId: string;
  onApplied: (c: AppliedCoupon | null) => void;
}

export function CouponInput({ cartId, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const apply = async () => {
    const normalized = code.trim().toUpperCase();
    if (!normalized) return;
    setPending(true);
    setMessage(null);
    try {
      const res = await applyCoupon(cartId, normalized);
      onApplied({ code: res.code, discount: res.discount });
      setMessage(res.message ?? '已使用优惠券');
    } catch {
      onApplied(null);
      setMessage('优惠券无效或已过期');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="coupon">
      <input
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="优惠码"
        aria-label="优惠码"
      />
      <button type="button" onClick={apply} disabled={pending || !code.trim()}>
        {pending ? '校验中…' : '使用'}
      </button>
      {message && <span className="coupon-msg">{message}</span>}
    </div>
  );
}
