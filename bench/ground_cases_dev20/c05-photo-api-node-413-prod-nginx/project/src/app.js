const express = require('express');
const pinoHttp = require('pino-http');

const uploadRouter = require('./routes/upload');
const albumsRouter = require('./routes/albums');

const app = express();

app.disable('x-powered-by');
app.use(pinoHttp());
app.use(express.json({ limit: '1mb' }));
app.use(express.urlencoded({ extended: false, limit: '1mb' }));

app.get('/healthz', (req, res) => res.status(204).end());

app.use('/v1/upload', uploadRouter);
app.use('/v1/albums', albumsRouter);

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  if (err.type === 'entity.too.large') {
    return res.status(413).json({ error: 'BODY_TOO_LARGE' });
  }
  if (err.code === 'LIMIT_FILE_SIZE') {
    return res.status(413).json({ error: 'FILE_TOO_LARGE' });
  }
  if (err.code === 'UNSUPPORTED_TYPE') {
    return res.status(415).json({ error: 'UNSUPPORTED_TYPE' });
  }
  req.log.error(err);
  return res.status(500).json({ error: 'INTERNAL' });
});

module.exports = app;
