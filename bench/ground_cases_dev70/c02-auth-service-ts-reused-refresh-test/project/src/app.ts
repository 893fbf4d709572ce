import express from 'express';
import { authRouter } from './routes/auth';
import { usersRouter } from './routes/users';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.use('/auth', authRouter);
  app.use('/', usersRouter);

  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  return app;
}

export const app = createApp();
