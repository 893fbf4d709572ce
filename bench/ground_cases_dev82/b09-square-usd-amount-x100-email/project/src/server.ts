import express from "express";

import { toMinor } from "./lib/money";
import { refundPayment } from "./square/refunds";
import { formatMoney } from "./ui/format";

const app = express();
app.use(express.json());

app.post("/refunds", async (req, res) => {
  const { refundId, paymentId, amount, currency, reason } = req.body;
  try {
    const money = toMinor(Number(amount), String(currency));
    const id = await refundPayment({ refundId, paymentId, amount: money, reason });
    res.json({ id, display: formatMoney(money) });
  } catch (err) {
    res.status(502).json({ error: String(err) });
  }
});

app.listen(Number(process.env.PORT ?? 3000));
