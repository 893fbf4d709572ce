import { cookies } from "next/headers";

export type Session = { user: { id: string; name: string } };

// 本番は社内SSO。ローカルではCookieのdev_userをそのまま使う。
export async function auth(): Promise<Session | null> {
  const jar = cookies();
  const dev = jar.get("dev_user")?.value;
  if (process.env.NODE_ENV !== "production" && dev) {
    return { user: { id: dev, name: dev } };
  }
  const token = jar.get("sf_session")?.value;
  if (!token) return null;
  const res = await fetch(`${process.env.SSO_URL}/session`, {
    headers: { authorization: `Bearer ${token}` },
    cache: "no-store",
  });
  if (!res.ok) return null;
  return (await res.json()) as Session;
}
