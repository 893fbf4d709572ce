export type SignupPayload = {
  email: string;
  password: string;
  phone: string | null;
};

export async function signup(payload: SignupPayload): Promise<{ id: string }> {
  const res = await fetch("/api/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  if (res.status === 409) throw new Error("An account with this email already exists.");
  if (!res.ok) throw new Error("Something went wrong. Please try again.");
  return res.json();
}
