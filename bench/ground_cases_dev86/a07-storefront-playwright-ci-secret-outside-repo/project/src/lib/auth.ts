export interface Session {
  userId: string;
  email: string;
  expiresAt: string;
}

export async function signIn(email: string, password: string): Promise<Session> {
  const res = await fetch("/api/auth/sign-in", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status === 401) {
    throw new Error("Invalid email or password");
  }
  if (!res.ok) {
    throw new Error(`Sign-in failed (${res.status})`);
  }
  return (await res.json()) as Session;
}

export async function signOut(): Promise<void> {
  await fetch("/api/auth/sign-out", { method: "POST" });
}
