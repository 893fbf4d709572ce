import express from 'express';
import { orders } from './api/orders.js';

const app = express();
app.use(express.json());
app.use('/api/orders', orders);

const port = Number(process.env.PORT || 3000);
app.listen(port, () => console.log(`corner-shop listening on :${port}`));
