import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { authOptions } from '@/lib/auth';
import { db } from '@/lib/db';
import { hasRole } from '@/lib/permissions';

export default async function AdminPage() {
  const session = await getServerSession(authOptions);
  if (!hasRole(session, 'admin')) redirect('/dashboard?denied=admin');

  const users = await db.user.findMany({ orderBy: { createdAt: 'desc' }, take: 50 });
  return (
    <main>
      <h1>Admin</h1>
      <table>
        <thead>
          <tr><th>Name</th><th>Email</th><th>Role</th></tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}><td>{u.name}</td><td>{u.email}</td><td>{u.role}</td></tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
