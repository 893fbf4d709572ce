import { cookies } from 'next/headers';
import type { SessionUser } from './user-context';

/** sid クッキーからユーザーを引く。ここではセッション API に問い合わせるだけ。 */
export async function currentUser(): Promise<SessionUser | null> {
  const sid = cookies().get('sid')?.value;
  if (!sid) {
    return null;
  }
  const res = await fetch(`${process.env.SESSION_API_URL}/sessions/${sid}`, {
    headers: { authorization: `Bearer ${process.env.SESSION_SECRET}` },
    cache: 'no-store',
  });
  if (!res.ok) {
    return null;
  }
  const body = await res.json();
  return {
    id: body.user_id,
    email: body.email,
    plan: body.plan,
    companyId: body.company_id,
  };
}
