'use strict';

const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');

async function createSessionMiddleware(config) {
  const client = createClient({ url: config.redisUrl });
  client.on('error', (err) => console.error('redis:', err.message));
  await client.connect();

  return session({
    name: 'todo.sid',
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    store: new RedisStore({ client, prefix: 'todo:sess:', ttl: config.sessionTtlSeconds }),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: config.sessionTtlSeconds,
    },
  });
}

function requireLogin(req, res, next) {
  if (!req.session.userId) {
    return res.status(401).json({ error: 'login required' });
  }
  next();
}

module.exports = { createSessionMiddleware, requireLogin };
