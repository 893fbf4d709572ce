const crypto = require('crypto');
const { sessions } = require('../store');

const SESSION_TTL_SECONDS = 60 * 60 * 12;

function createSession(userId) {
  const token = crypto.randomBytes(24).toString('hex');
  const now = Date.now();
  sessions.set(token, {
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_SECONDS * 1000,
  });
  return token;
}

function isExpired(session) {
  const nowSec = Math.floor(Date.now() / 1000);
  return session.expiresAt < nowSec;
}

function requireAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    return res.status(401).json({ error: 'missing_token' });
  }
  const session = sessions.get(token);
  if (!session || isExpired(session)) {
    sessions.delete(token);
    return res.status(401).json({ error: 'session_expired' });
  }
  req.userId = session.userId;
  next();
}

function destroySession(token) {
  return sessions.delete(token);
}

module.exports = { createSession, requireAuth, destroySession, isExpired, SESSION_TTL_SECONDS };
