import { emailQueue } from "../queues.js";
import { db } from "../db.js";

type DueUser = { id: number; email: string; timezone: string };

// Users whose local time is 08:xx and who have unread notifications.
export async function enqueueDigests(now: Date): Promise<number> {
  const { rows } = await db.query<DueUser>(
    `SELECT u.id, u.email, u.timezone
       FROM users u
      WHERE u.digest_enabled
        AND extract(hour FROM $1::timestamptz AT TIME ZONE u.timezone) = 8
        AND EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL)`,
    [now.toISOString()],
  );
  await emailQueue.addBulk(
    rows.map((u) => ({
      name: "digest",
      data: { to: u.email, template: "digest" as const, data: { userId: u.id } },
    })),
  );
  return rows.length;
}
