import { useId, useState, type FormEvent } from "react";

import { PromoError, validatePromo, type Promo } from "../api/promo";

type Props = { applied: Promo | null; onApply: (promo: Promo | null) => void };

export function PromoCode({ applied, onApply }: Props) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      onApply(await validatePromo(code.trim()));
    } catch (err) {
      setError(err instanceof PromoError ? err.message : "Could not check the code, try again");
      onApply(null);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="promo" onSubmit={submit}>
      <label htmlFor={id}>Promo code</label>
      <div className="promo__row">
        <input id={id} autoCapitalize="characters" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} aria-invalid={error ? true : undefined} />
        <button type="submit" disabled={!code.trim() || pending}>
          Apply
        </button>
      </div>
      {error && <p role="alert" className="promo__error">{error}</p>}
      {applied && !error && <p className="promo__ok">Code {applied.code} applied</p>}
    </form>
  );
}
