const express = require('express');
const bcrypt = require('bcrypt');
const invitations = require('../models/invitation');
const users = require('../models/user');
const { requireRole } = require('../middleware/requireRole');

const router = express.Router();

router.post('/', requireRole('admin'), async (req, res, next) => {
  try {
    const { email, role } = req.body;
    if (!['staff', 'admin'].includes(role)) {
      return res.status(400).json({ error: 'invalid role' });
    }
    const invite = await invitations.create({ email, role, invitedBy: req.session.userId });
    res.status(201).json({ url: `${process.env.APP_URL}/invitations/${invite.token}` });
  } catch (err) {
    next(err);
  }
});

router.post('/:token/accept', async (req, res, next) => {
  try {
    const invite = await invitations.findUsable(req.params.token);
    if (!invite) {
      return res.status(410).json({ error: '招待リンクの有効期限が切れています' });
    }
    const { name, password } = req.body;
    if (!password || password.length < 10) {
      return res.status(400).json({ error: 'パスワードは10文字以上にしてください' });
    }
    const user = await users.create({
      email: invite.email,
      name,
      passwordHash: await bcrypt.hash(password, 12),
      role: invite.role,
    });
    await invitations.markAccepted(invite.token, user.id);
    res.status(201).json({ id: user.id });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
