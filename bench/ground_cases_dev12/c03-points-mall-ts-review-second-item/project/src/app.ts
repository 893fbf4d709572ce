import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import cron from 'node-cron';
import { ping } from './db';
import { pointsRouter } from './routes/points';
import { expireDue } from './services/points';
import { logger, logRequest } from './utils/logger';

const app = new Koa();

app.use(async (ctx, next) => {
  const start = Date.now();
  try {
    await next();
  } catch (err) {
    logger.error({ err }, 'unhandled');
    ctx.status = 500;
    ctx.body = { code: 500, msg: '服务繁忙' };
  } finally {
    logRequest(ctx.method, ctx.url, ctx.status, Date.now() - start);
  }
});

// 小程序网关已经校验过登录态，这里只取用户信息
app.use(async (ctx, next) => {
  const id = Number(ctx.get('x-user-id'));
  if (ctx.path.startsWith('/api/') && !id) {
    ctx.status = 401;
    ctx.body = { code: 401, msg: '请先登录' };
    return;
  }
  ctx.state.user = { id, phone: ctx.get('x-user-phone') };
  await next();
});

app.use(bodyParser());
app.use(pointsRouter.routes()).use(pointsRouter.allowedMethods());
app.use(async (ctx) => {
  if (ctx.path === '/healthz') ctx.body = (await ping()) ? 'ok' : 'db down';
});

// 每 10 分钟清一次过期积分
cron.schedule('*/10 * * * *', async () => {
  const n = await expireDue();
  if (n > 0) logger.info({ n }, 'expired points');
});

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => logger.info(`points-mall-server listening on ${port}`));
