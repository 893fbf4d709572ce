import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { authOptions } from '@/lib/auth';
import { db } from '@/lib/db';
import { hasRole } from '@/lib/permissions';

export default async function AdminUsersPage() {
  const session = await getServerSession(authOptions);
  if (!hasRole(session, 'admin')) redirect('/dashboard?denied=admin');

  const users = await db.user.findMany({
    orderBy: { email: 'asc' },
    select: { id: true, name: true, email: true, role: true, createdAt: true },
  });
  return (
    <main>
      <h1>All users ({users.length})</h1>
      <ul>
        {users.map((u) => (
          <li key={u.id}>
            {u.name ?? '(no name)'} &lt;{u.email}&gt; — {u.role}, joined {u.createdAt.toISOString().slice(0, 10)}
          </li>
        ))}
      </ul>
    </main>
  );
}
