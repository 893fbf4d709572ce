'use strict';

const session = require('express-session');
const RedisStore = require('connect-redis').default;
const Redis = require('ioredis');
const config = require('./config');

const HOUR_MS = 60 * 60 * 1000;

function createSessionMiddleware() {
  const client = new Redis(config.redisUrl, { lazyConnect: false });
  const store = new RedisStore({
    client,
    prefix: 'adm:sess:',
    ttl: 1800,
  });

  return session({
    name: 'adm.sid',
    store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProd,
      maxAge: config.sessionTtlHours * HOUR_MS,
    },
  });
}

module.exports = { createSessionMiddleware };
