export type DeliverySlot = {
  id: string;
  label: string;
  startHour: number;
  endHour: number;
};

export const SLOTS: DeliverySlot[] = [
  { id: "am", label: "午前中", startHour: 8, endHour: 12 },
  { id: "14", label: "14〜16時", startHour: 14, endHour: 16 },
  { id: "16", label: "16〜18時", startHour: 16, endHour: 18 },
  { id: "18", label: "18〜20時", startHour: 18, endHour: 20 },
  { id: "19", label: "19〜21時", startHour: 19, endHour: 21 },
];

/** 配送日の候補（翌日から7日分）。日付は JST の YYYY-MM-DD。 */
export function deliveryDates(now: Date, days = 7): string[] {
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const dates: string[] = [];
  for (let i = 1; i <= days; i++) {
    const d = new Date(jst);
    d.setUTCDate(jst.getUTCDate() + i);
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

export function slotById(id: string): DeliverySlot | undefined {
  return SLOTS.find((s) => s.id === id);
}

export const CUTOFF_MINUTES = 180;

function minutesOfDay(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}

function todayJst(now: Date): string {
  return new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** 当日配送は枠開始の3時間前で締め切り。翌日以降は全枠。 */
export function availableSlots(now: Date, deliveryDate?: string): DeliverySlot[] {
  if (!deliveryDate || deliveryDate !== todayJst(now)) {
    return SLOTS;
  }
  const current = minutesOfDay(now);
  return SLOTS.filter((s) => s.startHour * 60 - CUTOFF_MINUTES > current);
}
