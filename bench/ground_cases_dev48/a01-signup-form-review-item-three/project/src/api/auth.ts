import { ApiError, postJson, request } from "./client";

export type SignupRequest = {
  full_name: string;
  email: string;
  company: string | null;
  password: string;
  terms_accepted_at: string;
};

export type User = { id: string; email?: string; full_name?: string };

export async function signup(payload: SignupRequest): Promise<User> {
  try {
    return await postJson<User>("/auth/signup", payload);
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) {
      throw new Error("Please check the form and try again");
    }
    throw new Error("Something went wrong");
  }
}

export async function login(email: string, password: string): Promise<User> {
  return postJson<User>("/auth/login", { email, password });
}

export async function logout(): Promise<void> {
  await request<void>("/auth/logout", { method: "POST" });
}

export async function me(): Promise<User | null> {
  try {
    return await request<User>("/auth/me");
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}
