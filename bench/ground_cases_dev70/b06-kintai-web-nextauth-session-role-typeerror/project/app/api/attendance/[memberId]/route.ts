import { NextResponse } from 'next/server';
import { auth } from '@/auth';
import { listMembers } from '@/lib/members';
import { canViewAttendanceOf } from '@/lib/permissions';
import { attendanceFor } from '@/lib/attendance';

export async function GET(_req: Request, { params }: { params: { memberId: string } }) {
  const session = await auth();
  if (!session) {
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
  }
  const members = await listMembers();
  const target = members.find((m) => m.id === params.memberId);
  if (!target) {
    return NextResponse.json({ error: 'not found' }, { status: 404 });
  }
  if (!canViewAttendanceOf(session.user, target)) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  }
  return NextResponse.json(await attendanceFor(target.id));
}
