const crypto = require('node:crypto');
const db = require('../db');

const INVITE_TTL_MS = 1000 * 60 * 60 * 24 * 7;

async function create({ email, role, invitedBy }) {
  const token = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  await db.query(
    'INSERT INTO invitations (token, email, role, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [token, email.toLowerCase(), role, invitedBy, expiresAt],
  );
  return { token, email, role, expiresAt };
}

async function findUsable(token) {
  const { rows } = await db.query(
    'SELECT token, email, role, expires_at FROM invitations WHERE token = $1 AND accepted_at IS NULL',
    [token],
  );
  const invite = rows[0];
  if (!invite || invite.expires_at.getTime() < Date.now()) {
    return null;
  }
  return invite;
}

async function markAccepted(token, userId) {
  await db.query('UPDATE invitations SET accepted_at = now(), user_id = $2 WHERE token = $1', [token, userId]);
}

module.exports = { INVITE_TTL_MS, create, findUsable, markAccepted };
