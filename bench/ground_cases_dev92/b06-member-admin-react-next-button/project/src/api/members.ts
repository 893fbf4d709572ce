export type Member = {
  id: number;
  name: string;
  email: string;
  plan: "free" | "standard" | "premium";
  joinedAt: string;
};

export type MemberPage = {
  items: Member[];
  page: number;
  totalPages: number;
  total: number;
};

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchMembers(
  params: { q: string; page: number },
  signal?: AbortSignal,
): Promise<MemberPage> {
  const qs = new URLSearchParams({ q: params.q, page: String(params.page) });
  const res = await fetch(`${BASE}/members?${qs}`, { signal });
  if (!res.ok) {
    throw new Error(`members: HTTP ${res.status}`);
  }
  return res.json();
}
