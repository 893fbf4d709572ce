import { useEffect, useState } from "react";

import { validateCoupon } from "../api/orders";

interface Props {
  onValid: (code: string | undefined) => void;
}

export function CouponInput({ onValid }: Props) {
  const [code, setCode] = useState("");
  const [hint, setHint] = useState("");

  useEffect(() => {
    if (!code) {
      setHint("");
      onValid(undefined);
      return;
    }
    const t = setTimeout(async () => {
      const r = await validateCoupon(code);
      setHint(r.valid ? `已优惠 ¥${(r.discount / 100).toFixed(2)}` : "优惠券不可用");
      onValid(r.valid ? code : undefined);
    }, 300);
    return () => clearTimeout(t);
  }, [code, onValid]);

  return (
    <label className="coupon">
      优惠码
      <input value={code} onChange={(e) => setCode(e.target.value.trim())} />
      <span className="hint">{hint}</span>
    </label>
  );
}
