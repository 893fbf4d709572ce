import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";

export default function ResetPage() {
  const { token } = useParams<{ token: string }>();
  const [state, setState] = useState<"checking" | "ok" | "invalid" | "done">("checking");
  const [password, setPassword] = useState("");

  useEffect(() => {
    fetch(`/api/password-reset/${token}`).then((r) => setState(r.ok ? "ok" : "invalid"));
  }, [token]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const r = await fetch(`/api/password-reset/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password }),
    });
    setState(r.ok ? "done" : "invalid");
  }

  if (state === "checking") return <p>Checking your link…</p>;
  if (state === "invalid") return <p>This reset link is invalid or has expired.</p>;
  if (state === "done") return <p>Password changed. You can sign in now.</p>;
  return (
    <form onSubmit={submit}>
      <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} minLength={10} />
      <button type="submit">Set new password</button>
    </form>
  );
}
