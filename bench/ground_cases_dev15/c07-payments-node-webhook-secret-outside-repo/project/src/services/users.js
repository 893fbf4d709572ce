'use strict';

const crypto = require('node:crypto');
const { promisify } = require('node:util');
const db = require('../db');

const scrypt = promisify(crypto.scrypt);

async function hashPassword(password, salt = crypto.randomBytes(16).toString('hex')) {
  const key = await scrypt(password, salt, 64);
  return `${salt}:${key.toString('hex')}`;
}

async function verifyPassword(email, password) {
  const { rows } = await db.query('SELECT id, role, password_hash FROM users WHERE email = $1', [email]);
  if (rows.length === 0) return null;
  const [salt, expected] = rows[0].password_hash.split(':');
  const key = await scrypt(password, salt, 64);
  const ok = crypto.timingSafeEqual(key, Buffer.from(expected, 'hex'));
  return ok ? { id: rows[0].id, role: rows[0].role } : null;
}

module.exports = { hashPassword, verifyPassword };
