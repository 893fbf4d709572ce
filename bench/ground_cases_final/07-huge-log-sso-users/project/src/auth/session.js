'use strict';

const { verifyToken } = require('./token');

async function currentUserId(req) {
  const header = req.headers.authorization || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return null;
  const claims = await verifyToken(token);
  return claims ? claims.sub : null;
}

module.exports = { currentUserId };
