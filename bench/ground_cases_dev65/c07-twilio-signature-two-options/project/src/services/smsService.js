'use strict';

const twilio = require('twilio');
const config = require('../config');
const db = require('./db');

const client = twilio(config.twilio.accountSid, config.twilio.authToken);

async function send(to, body, { statusCallback } = {}) {
  const msg = await client.messages.create({
    to,
    body,
    messagingServiceSid: config.twilio.messagingServiceSid,
    statusCallback,
  });
  await db.query('INSERT INTO sms (sid, phone, status) VALUES ($1, $2, $3)', [msg.sid, to, msg.status]);
  return msg.sid;
}

async function recordStatus(sid, status, errorCode) {
  await db.query(
    'UPDATE sms SET status = $2, error_code = $3, updated_at = now() WHERE sid = $1',
    [sid, status, errorCode],
  );
}

async function recordInbound(from, body) {
  await db.query('INSERT INTO sms_inbound (phone, body) VALUES ($1, $2)', [from, body]);
}

/**
 * Pull the current status of messages still 'queued' in our table from the Twilio API
 * (status callbacks are not retried, so missed ones never arrive). Returns how many changed.
 */
async function backfillStatuses({ since, limit = 500 } = {}) {
  const { rows } = await db.query(
    "SELECT sid FROM sms WHERE status = 'queued' AND created_at >= $1 ORDER BY created_at LIMIT $2",
    [since, limit],
  );
  let changed = 0;
  for (const { sid } of rows) {
    const msg = await client.messages(sid).fetch();
    if (msg.status !== 'queued') {
      await recordStatus(sid, msg.status, msg.errorCode ? String(msg.errorCode) : null);
      changed += 1;
    }
  }
  return changed;
}

module.exports = { send, recordStatus, recordInbound, backfillStatuses };
