"use strict";

const express = require('express');
const line = require('@line/bot-sdk');

const config = require('./config');
const { handleMessage } = require('./handlers/message');
const { handleFollow } = require('./handlers/follow');
const { sendDueReminders } = require('./push');

const app = express();

app.get('/healthz', (req, res) => res.json({ ok: true }));

// must come before express.json(): line.middleware verifies the signature over the raw body
app.post('/webhook', line.middleware({ channelSecret: config.line.channelSecret }), async (req, res) => {
  try {
    await Promise.all(req.body.events.map(dispatch));
    res.sendStatus(200);
  } catch (err) {
    console.error('webhook handler failed', err);
    res.sendStatus(500);
  }
});

app.use(express.json());

// called by Cloud Scheduler every 10 minutes
app.post('/tasks/reminders', async (req, res) => {
  const sent = await sendDueReminders(new Date());
  res.json({ sent });
});

function dispatch(event) {
  switch (event.type) {
    case 'message':
      return handleMessage(event);
    case 'follow':
      return handleFollow(event);
    default:
      return Promise.resolve();
  }
}

if (require.main === module) {
  app.listen(config.port, () => console.log(`listening on ${config.port}`));
}

module.exports = { app };
