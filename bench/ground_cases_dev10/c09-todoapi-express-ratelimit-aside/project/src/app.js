const express = require('express');
const cors = require('cors');
const { apiLimiter } = require('./middleware/rateLimit');
const authRoutes = require('./routes/auth');
const todoRoutes = require('./routes/todos');

const app = express();

app.set('trust proxy', 1); // 前面有一层 nginx
const ALLOWED_ORIGINS = ['https://todo.huangmin.dev', 'http://localhost:5173'];
app.use(
  cors({
    origin(origin, callback) {
      // 没有 Origin 的请求（curl、服务端调用）直接放行
      if (!origin || ALLOWED_ORIGINS.includes(origin)) return callback(null, true);
      return callback(null, false);
    },
    credentials: true,
  }),
)
app.use(express.json({ limit: '100kb' }));
app.use('/api', apiLimiter);

app.get('/healthz', (req, res) => res.json({ ok: true }));
app.use('/api/auth', authRoutes);
app.use('/api/todos', todoRoutes);

app.use((req, res) => res.status(404).json({ error: 'Not Found' }));

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  console.error(err);
  res.status(err.status || 500).json({ error: err.expose ? err.message : '服务器错误' });
});

module.exports = app;
