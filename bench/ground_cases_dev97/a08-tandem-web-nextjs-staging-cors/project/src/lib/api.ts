import { z } from "zod";

const API_URL = process.env.NEXT_PUBLIC_API_URL ?? "http://localhost:4000";

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    ...init,
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    throw new ApiError(res.status, body.code ?? "unknown", body.message ?? res.statusText);
  }
  return schema.parse(body);
}

const Session = z.object({ userId: z.string(), email: z.string().email() });
export type Session = z.infer<typeof Session>;

export function signUp(input: { email: string; password: string; name: string }) {
  return request("/v1/auth/signup", { method: "POST", body: JSON.stringify(input) }, Session);
}

export function signIn(input: { email: string; password: string }) {
  return request("/v1/auth/login", { method: "POST", body: JSON.stringify(input) }, Session);
}

export function me() {
  return request("/v1/me", { method: "GET" }, Session);
}
