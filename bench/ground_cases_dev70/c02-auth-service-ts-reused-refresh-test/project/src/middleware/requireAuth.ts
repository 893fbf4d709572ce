import type { NextFunction, Request, Response } from 'express';
import { AccessClaims, verifyAccessToken } from '../auth/tokens';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AccessClaims;
    }
  }
}

export function requireAuth(req: Request, res: Response, next: NextFunction): void {
  const header = req.header('authorization') ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) {
    res.status(401).json({ error: 'missing bearer token' });
    return;
  }
  try {
    req.auth = verifyAccessToken(token);
    next();
  } catch (err) {
    const message = err instanceof Error ? err.message : 'invalid token';
    res.status(401).json({ error: message });
  }
}
