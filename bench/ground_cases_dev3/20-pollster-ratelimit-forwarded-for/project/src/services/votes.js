import { db } from "../db.js";

export async function recordVote(pollId, option, voter) {
  await db.query("INSERT INTO votes (poll_id, option, voter) VALUES ($1, $2, $3)", [pollId, option, voter]);
}

export async function tally(pollId) {
  const { rows } = await db.query(
    "SELECT option, count(*)::int AS n FROM votes WHERE poll_id = $1 GROUP BY option ORDER BY n DESC",
    [pollId],
  );
  return rows;
}

export async function closePoll(pollId) {
  await db.query("UPDATE polls SET closed_at = now() WHERE id = $1", [pollId]);
}
