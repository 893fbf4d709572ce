const { pool } = require('../db');

/**
 * Appointments that start within the next `hours` hours and still need a reminder.
 */
async function findDueAppointments(now, hours = 24) {
  const until = new Date(now.getTime() + hours * 3600 * 1000);
  const { rows } = await pool.query(
    `SELECT a.id, a.starts_at, p.name, p.phone, d.name AS dentist
       FROM appointments a
       JOIN patients p ON p.id = a.patient_id
       JOIN dentists d ON d.id = a.dentist_id
      WHERE a.status = 'booked'
        AND a.starts_at BETWEEN $1 AND $2
      ORDER BY a.starts_at`,
    [now, until],
  );
  return rows;
}

async function markSent(id, at) {
  await pool.query('UPDATE appointments SET reminder_sent_at = $2 WHERE id = $1', [id, at]);
}

async function cancel(id) {
  const { rowCount } = await pool.query(
    "UPDATE appointments SET status = 'cancelled' WHERE id = $1 AND status = 'booked'",
    [id],
  );
  return rowCount === 1;
}

module.exports = { findDueAppointments, markSent, cancel };
