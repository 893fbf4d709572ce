import { Router } from 'express';
import { priceCart } from '../cart/pricing.js';
import { formatCents, formatOrderDate, formatOrderNumber } from '../ui/format.js';

export const orders = Router();
const store = new Map();
let nextId = 1;

orders.post('/quote', (req, res) => {
  res.json(priceCart(req.body));
});

orders.post('/', (req, res) => {
  const price = priceCart(req.body);
  const id = nextId++;
  const order = { id, createdAt: new Date().toISOString(), ...price, items: req.body.items };
  store.set(id, order);
  res.status(201).json({
    number: formatOrderNumber(id),
    date: formatOrderDate(order.createdAt),
    total: formatCents(order.total),
  });
});

orders.get('/:id', (req, res) => {
  const order = store.get(Number(req.params.id));
  if (!order) return res.sendStatus(404);
  res.json(order);
});
