// Opening hours per weekday (0 = Sunday). Times are local, "HH:MM".
export interface Service {
  open: string;
  close: string;
  lastSeating: string;
}

export const WEEKLY: Record<number, Service[]> = {
  0: [{ open: "09:30", close: "15:00", lastSeating: "14:00" }],
  1: [],
  2: [{ open: "19:00", close: "23:30", lastSeating: "22:00" }],
  3: [{ open: "19:00", close: "23:30", lastSeating: "22:00" }],
  4: [{ open: "19:00", close: "23:30", lastSeating: "22:00" }],
  5: [
    { open: "12:30", close: "15:00", lastSeating: "14:15" },
    { open: "19:00", close: "00:00", lastSeating: "22:30" },
  ],
  6: [
    { open: "12:30", close: "15:00", lastSeating: "14:15" },
    { open: "19:00", close: "00:00", lastSeating: "22:30" },
  ],
};

// Dates the restaurant is closed all day.
export const CLOSED_DATES = new Set(["2025-12-24", "2025-12-25", "2026-01-01"]);

export const SLOT_MINUTES = 30;
export const TOTAL_COVERS = 46;
export const ONLINE_MAX_PARTY = 8;
