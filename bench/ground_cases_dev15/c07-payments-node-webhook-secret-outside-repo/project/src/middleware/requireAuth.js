'use strict';

const jwt = require('jsonwebtoken');
const config = require('../config');

module.exports = function requireAuth(req, res, next) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    return res.status(401).json({ error: 'missing token' });
  }
  try {
    const claims = jwt.verify(token, config.jwtSecret);
    req.user = { id: claims.sub, role: claims.role, customerId: claims.cid };
    next();
  } catch (err) {
    res.status(401).json({ error: 'invalid token' });
  }
};
