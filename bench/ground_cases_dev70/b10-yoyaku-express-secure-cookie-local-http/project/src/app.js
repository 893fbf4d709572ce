const express = require('express');
const session = require('express-session');
const RedisStore = require('connect-redis').default;
const { createClient } = require('redis');

const authRoutes = require('./routes/auth');
const inviteRoutes = require('./routes/invite');
const { requireRole } = require('./middleware/requireRole');

function createApp({ store } = {}) {
  const app = express();
  app.set('trust proxy', 1);

  let sessionStore = store;
  if (!sessionStore) {
    const redis = createClient({ url: process.env.REDIS_URL || 'redis://localhost:6379' });
    redis.connect().catch((err) => console.error('redis connect failed', err));
    sessionStore = new RedisStore({ client: redis, prefix: 'yoyaku:sess:' });
  }

  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  app.use(
    session({
      store: sessionStore,
      name: 'yoyaku.sid',
      secret: process.env.SESSION_SECRET || 'dev-secret',
      resave: false,
      saveUninitialized: false,
      cookie: {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        maxAge: 1000 * 60 * 60 * 24 * 7,
      },
    }),
  );

  app.use('/auth', authRoutes);
  app.use('/invitations', inviteRoutes);
  app.get('/admin/staff', requireRole('admin'), (req, res) => res.json({ ok: true }));
  app.get('/healthz', (req, res) => res.json({ ok: true }));

  return app;
}

module.exports = { createApp };
