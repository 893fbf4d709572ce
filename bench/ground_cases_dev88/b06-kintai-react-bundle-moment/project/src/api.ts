export interface AttendanceRow {
  id: number;
  employee: string;
  department: string;
  clockIn: string;
  clockOut: string | null;
  overtimeMinutes: number;
}

export async function fetchAttendance(): Promise<AttendanceRow[]> {
  const res = await fetch("/api/attendance?days=31");
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as AttendanceRow[];
}
