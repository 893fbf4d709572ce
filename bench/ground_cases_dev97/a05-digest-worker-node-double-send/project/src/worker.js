import { claimDueUsers, eventsSince, markSent, pool } from "./db.js";
import { buildDigest } from "./digest.js";
import { sendWithRetry } from "./mailer.js";

const INTERVAL_MS = Number(process.env.DIGEST_INTERVAL_MS ?? 5 * 60 * 1000);

export async function runOnce(log = console) {
  const users = await claimDueUsers();
  let sent = 0;
  for (const user of users) {
    const events = await eventsSince(user.id, user.digest_last_sent_at);
    const mail = buildDigest(user, events);
    if (mail) {
      try {
        await sendWithRetry(mail);
        sent++;
      } catch (err) {
        log.error({ user: user.id, err: err.name }, "digest send failed");
        continue;
      }
    }
    await markSent(user.id);
  }
  log.info({ due: users.length, sent }, "digest run finished");
  return sent;
}

async function main() {
  for (;;) {
    await runOnce();
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch(async (err) => {
    console.error(err);
    await pool.end();
    process.exit(1);
  });
}
