export type Profile = {
  name: string;
  email: string;
  phone: string;
  company: string;
};

export type PasswordChange = {
  current: string;
  next: string;
};

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.error ?? `HTTP ${res.status}`);
  }
  return res.status === 204 ? (undefined as T) : res.json();
}

export function getProfile(): Promise<Profile> {
  return request<Profile>("/me");
}

export function saveProfile(profile: Profile): Promise<Profile> {
  return request<Profile>("/me", { method: "PUT", body: JSON.stringify(profile) });
}

export function changePassword(change: PasswordChange): Promise<void> {
  return request<void>("/me/password", { method: "POST", body: JSON.stringify(change) });
}

export async function uploadAvatar(file: File): Promise<{ url: string }> {
  const data = new FormData();
  data.append("avatar", file);
  const res = await fetch("/api/me/avatar", { method: "POST", body: data, credentials: "include" });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
