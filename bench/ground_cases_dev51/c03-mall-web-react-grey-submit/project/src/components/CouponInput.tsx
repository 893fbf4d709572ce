import { memo, useState } from "react";

interface Props {
  disabled?: boolean;
  onApply: (code: string) => Promise<boolean>;
}

function CouponInputInner({ disabled, onApply }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    const ok = await onApply(code.trim());
    setBusy(false);
    if (!ok) setError("优惠券不可用");
  }

  return (
    <div className="coupon">
      <input
        value={code}
        placeholder="输入优惠码"
        disabled={disabled || busy}
        onChange={(e) => setCode(e.target.value)}
      />
      {code && !busy && (
        <button
          type="button"
          className="coupon__clear"
          aria-label="清除优惠码"
          onClick={() => {
            setCode("");
            setError(null);
          }}
        >
          ×
        </button>
      )}
      <button type="button" disabled={disabled || busy || !code.trim()} onClick={apply}>
        使用
      </button>
      {error && <p className="coupon__error">{error}</p>}
    </div>
  );
}

export const CouponInput = memo(CouponInputInner);
