const crypto = require('node:crypto');

const SECRET = process.env.UNSUB_SECRET || 'dev-secret';

function tokenFor(email) {
  const mac = crypto.createHmac('sha256', SECRET).update(email.toLowerCase()).digest('base64url');
  return Buffer.from(email.toLowerCase()).toString('base64url') + '.' + mac.slice(0, 16);
}

function emailFromToken(token) {
  const [encoded, mac] = String(token).split('.');
  if (!encoded || !mac) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = crypto.createHmac('sha256', SECRET).update(email).digest('base64url').slice(0, 16);
  if (mac.length !== expected.length) return null;
  return crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected)) ? email : null;
}

// The List-Unsubscribe header lets Gmail show its own "unsubscribe" button.
function listUnsubscribeHeader(baseUrl, email) {
  return `<${unsubscribeUrl(baseUrl, email)}>`;
}

function isValidToken(token) {
  return emailFromToken(token) !== null;
}

function unsubscribeUrl(baseUrl, email) {
  return `${baseUrl}/unsubscribe?t=${tokenFor(email)}`;
}

module.exports = { tokenFor, emailFromToken, unsubscribeUrl, listUnsubscribeHeader, isValidToken };
