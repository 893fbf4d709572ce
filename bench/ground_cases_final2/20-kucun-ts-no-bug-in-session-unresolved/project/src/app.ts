import express from 'express';
import { exportRouter } from './routes/export.js';
import { itemsRouter } from './routes/items.js';
import { warehousesRouter } from './routes/warehouses.js';

export const app = express();
app.use(express.json());

app.use('/api/items/export', exportRouter);
app.use('/api/items', itemsRouter);
app.use('/api/warehouses', warehousesRouter);

app.get('/healthz', (_req, res) => res.json({ ok: true }));
