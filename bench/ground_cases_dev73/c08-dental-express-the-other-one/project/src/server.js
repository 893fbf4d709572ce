const express = require('express');
const appointments = require('./repos/appointments');
const { schedule } = require('./jobs/sendReminders');

const app = express();
app.use(express.json());

app.get('/healthz', (req, res) => {
  res.json({ ok: true });
});

app.post('/appointments/:id/cancel', async (req, res) => {
  const ok = await appointments.cancel(Number(req.params.id));
  if (!ok) {
    return res.status(409).json({ error: 'not cancellable' });
  }
  res.status(204).end();
});

const port = Number(process.env.PORT || 3100);
app.listen(port, () => {
  console.log(`dental-reminders listening on ${port}`);
  schedule();
});
