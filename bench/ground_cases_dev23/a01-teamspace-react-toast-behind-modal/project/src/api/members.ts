export type InviteRequest = { email: string; role: string };

export type Member = {
  id: string;
  email: string;
  name: string | null;
  role: string;
  invitedAt: string | null;
};

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${init?.method ?? "GET"} ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function listMembers(): Promise<Member[]> {
  return request<Member[]>("/members");
}

export function inviteUser(body: InviteRequest): Promise<{ ok: true }> {
  return request("/members/invite", { method: "POST", body: JSON.stringify(body) });
}

export function removeMember(id: string): Promise<void> {
  return request(`/members/${encodeURIComponent(id)}`, { method: "DELETE" });
}
