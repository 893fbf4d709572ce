export type SlotKind = "bouldering" | "top-rope" | "youth" | "yoga";

export interface Slot {
  id: number;
  kind: SlotKind;
  /** Calendar day at the gym, "YYYY-MM-DD". */
  date: string;
  startsAt: string;
  endsAt: string;
  spotsLeft: number;
}
