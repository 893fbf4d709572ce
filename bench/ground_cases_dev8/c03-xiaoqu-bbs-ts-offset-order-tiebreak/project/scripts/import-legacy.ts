// One-off import of threads from the old Discuz forum (pre_forum_thread export, July 2025).
import { readFileSync } from "node:fs";
import { pool } from "../src/db.js";

interface LegacyThread {
  tid: number;
  fid: number;
  subject: string;
  authorid: number;
  dateline: number | null;
  replies: number;
}

const BOARD_MAP: Record<number, number> = { 2: 1, 36: 7, 41: 3 }; // Discuz fid -> board id

const threads: LegacyThread[] = JSON.parse(readFileSync(process.argv[2] ?? "legacy/threads.json", "utf8"));
const importedAt = new Date();

for (const t of threads) {
  const board = BOARD_MAP[t.fid];
  if (!board) continue;
  await pool.query(
    `INSERT INTO posts (legacy_tid, board_id, title, author_id, reply_count, created_at)
     VALUES ($1, $2, $3, (SELECT id FROM users WHERE legacy_uid = $4), $5, $6)
     ON CONFLICT (legacy_tid) DO NOTHING`,
    [t.tid, board, t.subject, t.authorid, t.replies, importedAt],
  );
}
console.log(`imported ${threads.length} threads`);
await pool.end();
