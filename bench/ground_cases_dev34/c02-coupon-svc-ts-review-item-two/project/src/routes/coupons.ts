import { Router } from 'express';
import { CouponError, CouponService } from '../services/couponService';

export function couponRoutes(svc: CouponService): Router {
  const r = Router();

  r.get('/users/:userId/coupons', async (req, res, next) => {
    try {
      const userId = Number(req.params.userId);
      const amount = Number(req.query.amount ?? 0);
      res.json(await svc.listAvailable(userId, amount));
    } catch (e) {
      next(e);
    }
  });

  r.post('/users/:userId/coupons/:couponId/redeem', async (req, res, next) => {
    try {
      await svc.redeem(Number(req.params.userId), Number(req.params.couponId), String(req.body.orderId));
      res.status(204).end();
    } catch (e) {
      if (e instanceof CouponError) {
        res.status(e.code === 'NOT_FOUND' ? 404 : 409).json({ code: e.code, message: e.message });
        return;
      }
      next(e);
    }
  });

  return r;
}
