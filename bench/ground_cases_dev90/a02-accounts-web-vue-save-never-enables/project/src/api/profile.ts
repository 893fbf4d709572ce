export type Profile = {
  name: string;
  email: string;
  newsletter: boolean;
};

export async function loadProfile(): Promise<Profile> {
  const res = await fetch("/api/me");
  if (!res.ok) throw new Error(`GET /api/me failed: ${res.status}`);
  return res.json();
}

export async function saveProfile(profile: Profile): Promise<void> {
  const res = await fetch("/api/me", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(profile),
  });
  if (!res.ok) throw new Error(`PUT /api/me failed: ${res.status}`);
}
