import express from 'express';
import { autoAssign, assign } from './rota/assign.js';
import { rotaCsv } from './rota/export.js';
import { acceptSwap, offerSwap, openSwaps } from './rota/swaps.js';
import { load, save } from './rota/store.js';

const app = express();
app.use(express.json());

app.get('/api/rota', (_req, res) => {
  const data = load();
  res.json(data.shifts.sort((a, b) => a.service.localeCompare(b.service)));
});

app.get('/rota.csv', (_req, res) => {
  res.type('text/csv').attachment('stcecilia-rota.csv').send(rotaCsv(load()));
});

app.post('/api/rota/auto', (_req, res) => {
  const data = load();
  const filled = autoAssign(data);
  save(data);
  res.json({ filled: filled.length });
});

app.post('/api/shifts/:id/assign', (req, res) => {
  const data = load();
  try {
    const shift = assign(data, req.params.id, req.body.memberId);
    save(data);
    res.json(shift);
  } catch (err) {
    res.status(409).json({ error: (err as Error).message });
  }
});

app.get('/api/swaps', (_req, res) => res.json(openSwaps(load())));

app.post('/api/swaps', (req, res) => {
  const data = load();
  const offer = offerSwap(data, req.body.shiftId, req.body.memberId);
  save(data);
  res.status(201).json(offer);
});

app.post('/api/swaps/:id/accept', (req, res) => {
  const data = load();
  try {
    const offer = acceptSwap(data, req.params.id, req.body.memberId);
    save(data);
    res.json(offer);
  } catch (err) {
    res.status(409).json({ error: (err as Error).message });
  }
});

app.listen(Number(process.env.PORT ?? 3040), () => console.log('rota on :3040'));
