'use strict';

const express = require('express');
const { config, describe } = require('./config');
const { deliver, deadLetters } = require('./deliver');

const hooks = new Map([
  ['brightpay', { id: 'brightpay', url: 'https://hooks.brightpay.example/v1/incoming' }],
  ['ledgerly', { id: 'ledgerly', url: 'https://api.ledgerly.example/webhooks' }],
]);

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/events', async (req, res) => {
  const event = req.body;
  if (!event || !event.id || !event.type) {
    return res.status(400).json({ error: 'event needs id and type' });
  }
  const results = {};
  for (const hook of hooks.values()) {
    results[hook.id] = await deliver(hook, event);
  }
  res.status(202).json(results);
});

app.get('/dead-letters', (req, res) => {
  res.json(deadLetters);
});

if (require.main === module) {
  app.listen(config.port, () => console.log(`hookrelay listening, ${describe()}`));
}

module.exports = { app, hooks };
