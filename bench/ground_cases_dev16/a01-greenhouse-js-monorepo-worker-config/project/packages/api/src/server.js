import express from 'express';

import { config } from './config.js';
import { oauthRouter } from './routes/oauth.js';
import { signupRouter } from './routes/signup.js';

const app = express();
app.disable('x-powered-by');
app.use(express.json({ limit: '256kb' }));

app.use((req, res, next) => {
  const origin = req.get('origin');
  if (origin && config.corsOrigins.includes(origin)) {
    res.set('Access-Control-Allow-Origin', origin);
    res.set('Vary', 'Origin');
  }
  next();
});

app.get('/healthz', (req, res) => res.json({ ok: true }));
app.use('/auth', oauthRouter);
app.use('/signup', signupRouter);

app.use((err, req, res, next) => {
  console.error(err);
  if (res.headersSent) return next(err);
  res.status(err.status ?? 500).json({ error: err.expose ? err.message : 'internal error' });
});

app.listen(config.port, () => {
  console.log(`api listening on :${config.port} (${config.publicUrl})`);
});
