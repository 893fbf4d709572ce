import { db } from "../db.js";
import { push } from "../line/client.js";
import { dayBeforeMessage, sameDayMessage } from "../messages/reminder.js";
import { config } from "../config.js";
import { hoursBetween, isQuietHours, tomorrowRangeJst } from "../lib/time.js";
import { logger } from "../logger.js";

// 15分おきに node-cron から呼ばれる
export async function runReminderTick(now = new Date()): Promise<void> {
  await sendDayBeforeReminders(now);
  await sendSameDayReminders(now);
}

/** 前日リマインド：翌日の予約をまとめて送る */
async function sendDayBeforeReminders(now: Date): Promise<void> {
  if (isQuietHours(now)) return;
  const { from, to } = tomorrowRangeJst(now);
  const appts = await db.appointmentsBetween(from, to, { dayBeforeSent: false });
  for (const a of appts) {
    if (!a.lineUserId) continue;
    await push(a.lineUserId, dayBeforeMessage(a));
    await db.markDayBeforeSent(a.id);
    logger.info("reminder.dayBefore pushed", { userId: a.lineUserId, appt: a.id });
  }
}

/** 当日リマインド：予約の12時間前になったら1回だけ送る */
async function sendSameDayReminders(now: Date): Promise<void> {
  const hour = now.getHours();
  if (hour >= 21 || hour < 8) return; // 夜間は送らない
  const until = new Date(now.getTime() + config.sameDayWindowHours * 3_600_000);
  const appts = await db.appointmentsBetween(now, until, { sameDaySent: false });
  for (const a of appts) {
    if (!a.lineUserId || hoursBetween(now, a.startsAt) < 1) continue;
    await push(a.lineUserId, sameDayMessage(a));
    await db.markSameDaySent(a.id);
    logger.info("reminder.sameDay pushed", { userId: a.lineUserId, appt: a.id });
  }
}
