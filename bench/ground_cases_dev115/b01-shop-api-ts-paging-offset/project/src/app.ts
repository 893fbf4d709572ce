import express from "express";
import { ordersRouter } from "./routes/orders";

export const app = express();

app.use(express.json());
app.use("/orders", ordersRouter);

app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});

const port = Number(process.env.PORT ?? 3000);

if (require.main === module) {
  app.listen(port, () => {
    console.log(`shop-api listening on ${port}`);
  });
}
