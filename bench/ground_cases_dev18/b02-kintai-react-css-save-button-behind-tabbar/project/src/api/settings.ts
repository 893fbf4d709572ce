export type UserSettings = {
  reminder: boolean;
  reminderAt: string;
};

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchSettings(): Promise<UserSettings> {
  const res = await fetch(`${BASE}/me/settings`, { credentials: "include" });
  if (!res.ok) throw new Error(`settings: ${res.status}`);
  return res.json();
}

export async function saveSettings(settings: UserSettings): Promise<void> {
  const res = await fetch(`${BASE}/me/settings`, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`settings: ${res.status}`);
}
