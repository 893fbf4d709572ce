import { useState, type FormEvent } from "react";
import { signup } from "../api";
import { normalizePhone } from "../utils/phone";
import { PasswordField } from "./PasswordField";

export function SignupForm({ onDone }: { onDone: (id: string) => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ready = email.includes("@") && password.length >= 10 && !busy;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { id } = await signup({ email, password, phone: phone || null });
      onDone(id);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="signup" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="signup-email">Email</label>
        <input
          id="signup-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
        />
      </div>
      <PasswordField value={password} onChange={setPassword} />
      <div className="field">
        <label htmlFor="signup-phone">Phone (optional)</label>
        <input
          id="signup-phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(normalizePhone(e.target.value))}
          autoComplete="tel"
        />
      </div>
      {error && <p role="alert">{error}</p>}
      <button type="submit" disabled={!ready}>
        Create account
      </button>
    </form>
  );
}
