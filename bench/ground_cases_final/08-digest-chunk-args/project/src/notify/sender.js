'use strict';

const { chunk } = require('../lib/batch');
const { digestSubject, digestBody } = require('./templates');

// 全購読者にダイジェストを送る。宛先は batchSize 件ずつまとめて 1 リクエストにする。
async function sendAll(transport, subscribers, entries, { batchSize, date }) {
  const recipients = subscribers.filter((s) => s.active && s.email).map((s) => s.email);
  if (recipients.length === 0) return { sent: 0, batches: 0 };

  const subject = digestSubject(date);
  const body = digestBody(entries);
  let sent = 0;
  const batches = chunk(batchSize, recipients);
  for (const batch of batches) {
    const res = await transport.sendBulk(batch, subject, body);
    sent += res.sent;
  }
  return { sent, batches: batches.length };
}

module.exports = { sendAll };
