import { useState, type FormEvent } from "react";

type Props = {
  applied: string | null;
  onApply: (code: string) => Promise<void>;
};

export function CouponForm({ applied, onApply }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onApply(code.trim().toUpperCase());
      setCode("");
    } catch {
      setError("That code is not valid.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="coupon-form" onSubmit={submit}>
      <label htmlFor="coupon">{applied ? `Applied: ${applied}` : "Coupon code"}</label>
      <input id="coupon" value={code} onChange={(e) => setCode(e.target.value)} disabled={busy} />
      <button type="submit" className="btn" disabled={busy || !code.trim()}>
        Apply
      </button>
      {error && <p className="coupon-form__error">{error}</p>}
    </form>
  );
}
