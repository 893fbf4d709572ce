const cron = require('node-cron');
const { pool } = require('../db');
const appointments = require('../repos/appointments');
const { sendSms } = require('../sms');

function formatTime(date) {
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

async function sendReminders(now = new Date()) {
  const due = await appointments.findDueAppointments(now);
  let sent = 0;
  for (const appt of due) {
    try {
      await sendSms(appt.phone, `${appt.name}您好，您在${formatTime(appt.starts_at)}约了${appt.dentist}医生，请准时到诊。`);
      await appointments.markSent(appt.id, now);
      sent += 1;
    } catch (err) {
      console.error(`[reminders] appointment ${appt.id}:`, err.message);
    }
  }
  return sent;
}

const REMINDER_LOCK_ID = 424242;

async function runExclusive(fn) {
  const client = await pool.connect();
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [REMINDER_LOCK_ID]);
    if (!rows[0].locked) {
      return null;
    }
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [REMINDER_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

function schedule() {
  cron.schedule('0 * * * *', () => {
    runExclusive(() => sendReminders())
      .then((n) => console.log(n === null ? '[reminders] another worker holds the lock' : `[reminders] sent ${n}`))
      .catch((err) => console.error('[reminders] run failed', err));
  });
}

module.exports = { sendReminders, schedule, formatTime };
