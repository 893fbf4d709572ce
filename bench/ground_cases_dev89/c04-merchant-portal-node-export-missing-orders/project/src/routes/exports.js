const express = require('express');
const { stringify } = require('csv-stringify');
const { buildRange, exportOrders } = require('../services/orderExport');

const router = express.Router();

const COLUMNS = [
  { key: 'order_no', header: '订单号' },
  { key: 'created_at', header: '下单时间' },
  { key: 'buyer', header: '买家' },
  { key: 'status', header: '状态' },
  { key: 'amount', header: '金额' },
];

router.get('/orders.csv', async (req, res, next) => {
  let range;
  try {
    range = buildRange(req.query.from, req.query.to);
  } catch (err) {
    res.status(400).json({ error: err.message });
    return;
  }
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="orders-${req.query.from}-${req.query.to}.csv"`);
  res.write('\ufeff');
  const csv = stringify({ header: true, columns: COLUMNS });
  csv.pipe(res);
  try {
    for await (const row of exportOrders(req.merchant.id, range)) {
      csv.write(row);
    }
    csv.end();
  } catch (err) {
    next(err);
  }
});

module.exports = router;
