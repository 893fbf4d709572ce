const express = require('express');
const config = require('./config');
const cache = require('./utils/cache');
const wechat = require('./services/wechat');
const { router: activityRouter, sendStartReminders } = require('./routes/activity');
const { ok, wrap, BizError, errorHandler } = require('./utils/http');

const app = express();
app.use(express.json({ limit: '1mb' }));

/**
 * 登录：code 换 openid，生成自己的 token 存 Redis（7 天）
 */
app.post('/api/login', wrap(async (req, res) => {
  const { code } = req.body || {};
  if (!code) throw new BizError(400, '缺少 code');
  const { openid } = await wechat.code2Session(code);
  const token = require('crypto').randomBytes(24).toString('hex');
  await cache.set(`session:${token}`, { openid }, 7 * 24 * 3600);
  ok(res, { token });
}));

// 下面的接口都要登录
app.use('/api', wrap(async (req, res, next) => {
  const token = (req.get('Authorization') || '').replace(/^Bearer\s+/i, '');
  const session = token ? await cache.get(`session:${token}`) : null;
  if (!session) throw new BizError(401, '请先登录');
  req.user = session;
  next();
}));

app.use('/api/activity', activityRouter);
app.get('/healthz', (req, res) => res.send('ok'));
app.use(errorHandler);

setInterval(() => {
  sendStartReminders().catch((err) => console.error('[remind] job failed', err));
}, 60 * 1000);

app.listen(config.port, () => {
  console.log(`miniapp-server listening on ${config.port} (${config.env})`);
});
