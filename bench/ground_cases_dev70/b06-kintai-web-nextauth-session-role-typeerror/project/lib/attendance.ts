import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

export interface AttendanceDay {
  date: string;
  clockIn: string | null;
  clockOut: string | null;
  approved: boolean;
}

export async function attendanceFor(memberId: string, month?: string): Promise<AttendanceDay[]> {
  const start = month ? new Date(`${month}-01T00:00:00+09:00`) : new Date(new Date().setDate(1));
  const end = new Date(start);
  end.setMonth(end.getMonth() + 1);
  const rows = await prisma.attendance.findMany({
    where: { memberId, date: { gte: start, lt: end } },
    orderBy: { date: 'asc' },
  });
  return rows.map((row) => ({
    date: row.date.toISOString().slice(0, 10),
    clockIn: row.clockIn?.toISOString() ?? null,
    clockOut: row.clockOut?.toISOString() ?? null,
    approved: row.approvedAt !== null,
  }));
}
