import * as SecureStore from "expo-secure-store";

const BASE = process.env.EXPO_PUBLIC_API_BASE ?? "https://api.swiftparcel.example";
const TOKEN_KEY = "courier.session";

export class AuthError extends Error {}

export async function signIn(driverId: string, pin: string): Promise<void> {
  const res = await fetch(`${BASE}/v2/drivers/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ driver_id: driverId, pin }),
  });
  if (res.status === 401) throw new AuthError("Driver ID or PIN is wrong");
  if (!res.ok) throw new Error(`Sign in failed (${res.status})`);
  const { token } = (await res.json()) as { token: string };
  await SecureStore.setItemAsync(TOKEN_KEY, token);
}

export async function signUp(input: { name: string; phone: string; depot: string; pin: string }): Promise<void> {
  const res = await fetch(`${BASE}/v2/drivers`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`Sign up failed (${res.status})`);
}

export async function signOut(): Promise<void> {
  await SecureStore.deleteItemAsync(TOKEN_KEY);
}

export const sessionToken = () => SecureStore.getItemAsync(TOKEN_KEY);
