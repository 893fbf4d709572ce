"use strict";

const { client } = require('./client');
const config = require('./config');
const reserve = require('./reserveApi');

function reminderText(r) {
  const at = new Date(r.startsAt).toLocaleString('ja-JP', {
    timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit',
  });
  return `【リマインド】${at}から「${r.menu}」のご予約があります。変更・キャンセルはメニューからどうぞ。`;
}

async function sendDueReminders(now) {
  const due = await reserve.dueReminders(now, config.reminders.leadMinutes, config.reminders.batchSize);
  let sent = 0;
  for (const r of due) {
    try {
      await client.pushMessage({ to: r.lineUserId, messages: [{ type: 'text', text: reminderText(r) }] });
      await reserve.markReminded(r.id, r.leadMinutes);
      sent += 1;
    } catch (err) {
      const status = err.status || err.statusCode;
      console.error('push failed', { reservation: r.id, status, body: err.body });
    }
  }
  return sent;
}

module.exports = { sendDueReminders, reminderText };
