import type { Shift } from "../types";
import { calcOvertimeMinutes } from "./overtime";

export interface ShiftDto {
  id: number;
  userId: number;
  startedAt: string;
  endedAt: string | null;
  overtimeMinutes: number;
}

export function formatShift(shift: Shift): ShiftDto {
  const endedAt = shift.endedAt.toISOString();
  return {
    id: shift.id,
    userId: shift.userId,
    startedAt: shift.startedAt.toISOString(),
    endedAt,
    overtimeMinutes: shift.endedAt ? calcOvertimeMinutes(shift) : 0,
  };
}
