import bcrypt from 'bcryptjs';
import { Router } from 'express';
import { refreshStore } from '../auth/refreshStore';
import { issueTokenPair, RefreshError, rotateRefreshToken } from '../auth/rotation';
import { verifyRefreshToken } from '../auth/tokens';
import { findUserByEmail } from '../users/userRepo';

export const authRouter = Router();

authRouter.post('/login', async (req, res) => {
  const { email, password } = req.body ?? {};
  const user = email ? await findUserByEmail(String(email)) : undefined;
  if (!user || !(await bcrypt.compare(String(password ?? ''), user.passwordHash))) {
    res.status(401).json({ error: 'invalid credentials' });
    return;
  }
  res.json(await issueTokenPair(user));
});

authRouter.post('/refresh', async (req, res) => {
  const token = String(req.body?.refreshToken ?? '');
  try {
    res.json(await rotateRefreshToken(token));
  } catch (err) {
    const code = err instanceof RefreshError ? err.code : 'invalid';
    res.status(401).json({ error: `refresh token ${code}` });
  }
});

authRouter.post('/logout', async (req, res) => {
  const token = String(req.body?.refreshToken ?? '');
  try {
    const payload = verifyRefreshToken(token);
    const record = await refreshStore.get(payload.jti);
    if (record) await refreshStore.revokeFamily(record.familyId);
  } catch {
    // 退出登录不关心 token 是否有效
  }
  res.status(204).end();
});
