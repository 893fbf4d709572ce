const express = require('express');
const invoiceService = require('../services/invoiceService');

const router = express.Router();

async function listInvoices(req, res) {
  const page = Math.max(parseInt(req.query.page, 10) || 1, 1);
  const status = req.query.status || null;
  const rows = await invoiceService.list({ page, status });
  res.json(rows);
}

async function getInvoice(req, res) {
  const id = Number(req.param('id'));
  if (!Number.isInteger(id)) {
    return res.status(400).json({ error: 'bad id' });
  }
  const invoice = await invoiceService.get(id);
  if (!invoice) {
    return res.status(404).json({ error: 'invoice not found' });
  }
  res.json(invoice);
}

async function voidInvoice(req, res) {
  const id = Number(req.params.id);
  const ok = await invoiceService.markVoid(id, req.body.reason || '');
  if (!ok) {
    return res.status(409).json({ error: 'invoice cannot be voided' });
  }
  res.status(204).end();
}

router.get('/', listInvoices);
router.get('/:id', getInvoice);
router.post('/:id/void', voidInvoice);

module.exports = router;
