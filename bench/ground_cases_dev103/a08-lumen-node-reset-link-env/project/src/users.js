'use strict';

const crypto = require('node:crypto');
const db = require('./db');

function hashToken(token) {
  return crypto.createHash('sha256').update(token).digest('hex');
}

async function findByEmail(email) {
  const { rows } = await db.query('SELECT id, email, name FROM users WHERE email = $1', [email]);
  return rows[0] || null;
}

async function saveResetToken(userId, token) {
  await db.query(
    `UPDATE users SET reset_token_hash = $2, reset_expires_at = now() + ($3 || ' minutes')::interval
     WHERE id = $1`,
    [userId, hashToken(token), String(require('./config').resetTokenTtlMin)],
  );
}

async function consumeResetToken(token, password) {
  if (typeof token !== 'string' || typeof password !== 'string' || password.length < 10) {
    return false;
  }
  const { rowCount } = await db.query(
    `UPDATE users SET password_hash = crypt($2, gen_salt('bf')), reset_token_hash = NULL
     WHERE reset_token_hash = $1 AND reset_expires_at > now()`,
    [hashToken(token), password],
  );
  return rowCount === 1;
}

module.exports = { findByEmail, saveResetToken, consumeResetToken };
