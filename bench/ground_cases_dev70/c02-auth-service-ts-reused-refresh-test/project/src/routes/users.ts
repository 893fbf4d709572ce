import { Router } from 'express';
import { requireAuth } from '../middleware/requireAuth';
import { requireRole } from '../middleware/requireRole';
import { findUserById, listUsers } from '../users/userRepo';

export const usersRouter = Router();

usersRouter.use(requireAuth);

usersRouter.get('/me', async (req, res) => {
  const user = await findUserById(req.auth!.sub);
  if (!user) {
    res.status(404).json({ error: 'user not found' });
    return;
  }
  const { passwordHash: _omit, ...profile } = user;
  res.json(profile);
});

usersRouter.get('/admin/users', requireRole('admin'), async (req, res) => {
  const users = await listUsers(req.auth!.tenantId);
  res.json(
    users.map((u) => ({
      id: u.id,
      email: u.email,
      role: u.role,
      displayName: u.displayName,
    })),
  );
});
