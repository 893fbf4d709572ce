// Days without class in the fall 2025 term (university calendar, rev. 2025-09-01).
// Keys are local dates as produced by toISO().
export const HOLIDAYS = {
  "2025-10-13": "スポーツの日",
  "2025-11-03": "文化の日",
  "2025-11-24": "振替休日",
  "2025-12-29": "冬季休業",
  "2026-01-05": "冬季休業",
};
