import { log } from "../config.js";
import { hasSentDigest, listUnreadFor, loadUser, markDigestSent } from "../db.js";
import { renderDigest, sendMail } from "../mailer.js";

export interface DigestJob {
  userId: string;
  digestDate: string; // YYYY-MM-DD in JST, set by the scheduler
}

export type DigestResult = "sent" | "skipped:already-sent" | "skipped:no-items" | "skipped:unsubscribed";

export async function sendDigest({ userId, digestDate }: DigestJob): Promise<DigestResult> {
  log.info(`digest start user=${userId} date=${digestDate}`);
  const user = await loadUser(userId);
  if (!user || !user.digestEnabled) {
    return "skipped:unsubscribed";
  }
  if (await hasSentDigest(userId)) {
    log.info(`digest already sent user=${userId} date=${digestDate}`);
    return "skipped:already-sent";
  }
  const items = await listUnreadFor(userId, digestDate);
  if (items.length === 0) {
    return "skipped:no-items";
  }
  const mail = renderDigest(user, items, digestDate);
  const messageId = await sendMail(user.email, mail);
  await markDigestSent(userId, digestDate);
  log.info(`digest sent user=${userId} date=${digestDate} msgId=${messageId}`);
  return "sent";
}
