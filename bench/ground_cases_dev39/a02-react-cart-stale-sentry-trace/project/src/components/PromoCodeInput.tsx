import { FormEvent, useState } from "react";
import { applyPromo, Cart } from "../api/cart";
import styles from "./CartSummary.module.css";

type Props = {
  current: string | null;
  onApplied: (cart: Cart) => void;
};

export function PromoCodeInput({ current, onApplied }: Props) {
  const [code, setCode] = useState(current ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    setMessage(null);
    try {
      onApplied(await applyPromo(code.trim()));
    } catch (err) {
      setMessage((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.promo} onSubmit={submit}>
      <label htmlFor="promo">Promo code</label>
      <div className={styles.promoRow}>
        <input id="promo" value={code} onChange={(e) => setCode(e.target.value)} disabled={busy} />
        <button type="submit" disabled={busy || !code.trim()}>
          Apply
        </button>
      </div>
      {message && <p className={styles.error}>{message}</p>}
    </form>
  );
}
