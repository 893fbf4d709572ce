const express = require('express');
const { pushSend } = require('../metrics');
const { sendPush } = require('../push');

const router = express.Router();

router.post('/', async (req, res, next) => {
  const { userId, title, body } = req.body || {};
  if (!userId || !title) {
    return res.status(400).json({ error: 'userId and title are required' });
  }
  const end = pushSend.startTimer();
  try {
    const result = await sendPush({ userId, title, body });
    res.status(202).json({ id: result.id });
  } catch (err) {
    next(err);
  } finally {
    end();
  }
});

router.get('/:id', async (req, res) => {
  res.json({ id: req.params.id, status: 'queued' });
});

module.exports = router;
