const { Pool } = require('pg')
const config = require('./config')

const pool = new Pool({ connectionString: config.databaseUrl, max: 5 })

async function createNotification({ to, template, params }) {
  const { rows } = await pool.query(
    `insert into notifications (recipient, template, params, status)
     values ($1, $2, $3, 'pending') returning id`,
    [to, template, JSON.stringify(params)],
  )
  return rows[0].id
}

async function markSent(id, bizId) {
  await pool.query(
    `update notifications set status = 'sent', provider_id = $2, sent_at = now() where id = $1`,
    [id, bizId],
  )
}

async function findStalePending(olderThanSeconds, limit = 100) {
  const { rows } = await pool.query(
    `select id, recipient, template, params from notifications
     where status = 'pending' and created_at < now() - ($1 || ' seconds')::interval
     order by id limit $2`,
    [olderThanSeconds, limit],
  )
  return rows
}

module.exports = { pool, createNotification, markSent, findStalePending }
