export type User = { id: string; plan: 'free' | 'pro' };

const SESSIONS = new Map<string, User>();

export async function auth(req: Request): Promise<User | null> {
  const token = req.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) return null;
  const cached = SESSIONS.get(token);
  if (cached) return cached;
  const res = await fetch(`${process.env.AUTH_URL}/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) return null;
  const user = (await res.json()) as User;
  SESSIONS.set(token, user);
  return user;
}
