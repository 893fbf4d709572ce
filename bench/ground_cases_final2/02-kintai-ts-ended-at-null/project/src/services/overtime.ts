import type { Shift } from "../types";
import { diffMinutes } from "../utils/time";

const REGULAR_MINUTES = 8 * 60;

export function calcOvertimeMinutes(shift: Shift): number {
  if (!shift.endedAt) return 0;
  const worked = diffMinutes(shift.startedAt, shift.endedAt);
  return Math.max(0, worked - REGULAR_MINUTES);
}
