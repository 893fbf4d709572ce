import express from "express";
import { ordersRouter } from "./routes/orders";

const app = express();
app.use(express.json({ limit: "100kb" }));
app.use("/api/orders", ordersRouter);

const port = Number(process.env.PORT ?? 8787);
app.listen(port, () => {
  console.log(`leafbox api listening on :${port}`);
});
