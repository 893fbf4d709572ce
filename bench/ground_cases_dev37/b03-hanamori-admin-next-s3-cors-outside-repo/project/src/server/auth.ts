import { cookies } from "next/headers";

export class Unauthorized extends Error {}

export async function requireStaff(_req: Request): Promise<{ id: string; role: string }> {
  const token = cookies().get("hanamori_admin")?.value;
  if (!token) throw new Unauthorized("no session");
  const res = await fetch(`${process.env.AUTH_URL}/session`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: "no-store",
  });
  if (!res.ok) throw new Unauthorized("invalid session");
  const user = await res.json();
  if (user.role !== "staff" && user.role !== "admin") throw new Unauthorized("not staff");
  return user;
}
