"use client";

import { useRouter } from "next/navigation";
import { FormEvent, useState } from "react";
import { ApiError, signUp } from "@/lib/api";

export default function SignupPage() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    const form = new FormData(e.currentTarget);
    try {
      await signUp({
        email: String(form.get("email")),
        password: String(form.get("password")),
        name: String(form.get("name")),
      });
      router.push("/welcome");
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message);
      } else if (err instanceof TypeError) {
        // fetch rejects with a TypeError on network and CORS failures
        setError("We couldn't reach Tandem. Check your connection and try again in a minute.");
      } else {
        setError("Something went wrong. Please try again.");
      }
    }
  }

  return (
    <main className="auth">
      <h1>Create your account</h1>
      <form onSubmit={onSubmit}>
        <input name="name" placeholder="Name" required />
        <input name="email" type="email" placeholder="Email" required />
        <input name="password" type="password" minLength={10} placeholder="Password" required />
        <button type="submit">Sign up</button>
      </form>
      {error && <p role="alert">{error}</p>}
    </main>
  );
}
