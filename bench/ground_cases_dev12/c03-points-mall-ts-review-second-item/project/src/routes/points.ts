import Router from '@koa/router';
import { addPoints, exchange, getAccount, levelOf, PointsError, POINTS_TTL_SECONDS } from '../services/points';

export const pointsRouter = new Router({ prefix: '/api/points' });

interface AuthState {
  user: { id: number; phone: string };
}

pointsRouter.get('/me', async (ctx) => {
  const { user } = ctx.state as AuthState;
  const account = await getAccount(user.id);
  ctx.body = {
    code: 0,
    data: {
      balance: account.balance,
      available: account.balance - account.frozen,
      ttlSeconds: POINTS_TTL_SECONDS,
      level: levelOf(account.balance),
    },
  };
});

pointsRouter.post('/sign-in', async (ctx) => {
  const { user } = ctx.state as AuthState;
  // 按北京时间算日期
  const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
  const added = await addPoints(user.id, user.phone, 10, 'sign_in', `sign:${user.id}:${today}`);
  ctx.body = { code: 0, data: { added } };
});

pointsRouter.post('/exchange', async (ctx) => {
  const { user } = ctx.state as AuthState;
  const { goodsId, cost } = ctx.request.body as { goodsId?: number; cost?: number };
  if (!goodsId || !cost) {
    ctx.status = 400;
    ctx.body = { code: 400, msg: '参数缺失' };
    return;
  }
  try {
    await exchange(user.id, goodsId, cost);
    ctx.body = { code: 0, msg: '兑换成功' };
  } catch (err) {
    if (err instanceof PointsError) {
      ctx.status = 422;
      ctx.body = { code: err.code, msg: err.message };
      return;
    }
    throw err;
  }
});
