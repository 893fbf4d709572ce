import { randomBytes } from 'node:crypto';

import { Router } from 'express';
import { Queue } from 'bullmq';
import { QUEUES, jobOptions } from '@greenhouse/shared';

import { config } from '../config.js';
import { createUser, findUserByEmail } from '../db/users.js';

export const signupRouter = Router();

const emails = new Queue(QUEUES.emails, { connection: { url: config.redisUrl } });

signupRouter.post('/', async (req, res, next) => {
  try {
    const { email, firstName, password } = req.body ?? {};
    if (!email || !password) {
      return res.status(400).json({ error: 'email and password are required' });
    }
    if (await findUserByEmail(email)) {
      return res.status(409).json({ error: 'email already registered' });
    }
    const verifyToken = randomBytes(24).toString('base64url');
    const user = await createUser({ email, firstName, password, verifyToken });
    await emails.add(
      'send-welcome-email',
      { userId: user.id, email, firstName, verifyToken },
      jobOptions({ jobId: `welcome:${user.id}` }),
    );
    res.status(201).json({ id: user.id });
  } catch (err) {
    next(err);
  }
});
