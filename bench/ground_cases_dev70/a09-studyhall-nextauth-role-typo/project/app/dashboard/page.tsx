import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth';
import { db } from '@/lib/db';

export default async function Dashboard({ searchParams }: { searchParams: { denied?: string } }) {
  const session = await getServerSession(authOptions);
  const courses = await db.enrollment.findMany({
    where: { userId: session!.user.id },
    include: { course: true },
  });
  return (
    <main>
      {searchParams.denied && <p className="notice">You don't have access to that page.</p>}
      <h1>Hi {session!.user.name ?? 'there'}</h1>
      <ul>
        {courses.map((e) => (
          <li key={e.courseId}>{e.course.title}</li>
        ))}
      </ul>
    </main>
  );
}
