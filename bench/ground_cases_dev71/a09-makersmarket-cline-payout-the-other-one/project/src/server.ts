import express from 'express';
import { loadOrders, loadSellers } from './db.js';
import { computePayout } from './payouts/payouts.js';
import { periodBounds } from './payouts/period.js';
import { payoutCsv } from './payouts/report.js';

const app = express();

app.get('/admin/payouts/:year/:month.csv', async (req, res) => {
  const year = Number(req.params.year);
  const month = Number(req.params.month);
  if (!Number.isInteger(year) || month < 1 || month > 12) {
    res.status(400).send('bad period');
    return;
  }
  const { start, end } = periodBounds(year, month);
  const [sellers, orders] = await Promise.all([loadSellers(), loadOrders(start, end)]);
  const rows = sellers.map((seller) => ({ seller, payout: computePayout(seller, orders, year, month) }));
  res.type('text/csv').send(payoutCsv(rows));
});

app.listen(Number(process.env.PORT ?? 4010));
