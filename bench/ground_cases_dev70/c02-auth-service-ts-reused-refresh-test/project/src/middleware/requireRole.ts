import type { NextFunction, Request, Response } from 'express';
import type { User } from '../users/userRepo';

type Role = User['role'];

const RANK: Record<Role, number> = { staff: 1, admin: 2, owner: 3 };

/** 至少需要某个角色；owner > admin > staff */
export function requireRole(minimum: Role) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const role = req.auth?.role;
    if (!role) {
      res.status(401).json({ error: 'unauthenticated' });
      return;
    }
    if (RANK[role] < RANK[minimum]) {
      res.status(403).json({ error: `requires ${minimum}` });
      return;
    }
    next();
  };
}
