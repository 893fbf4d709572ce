import express from "express";
import { ordersRouter } from "./routes/orders.js";

export const app = express();
app.use(express.json());

app.use((req, res, next) => {
  const tenant = req.header("x-tenant-id");
  if (!tenant) {
    res.status(400).json({ error: "missing x-tenant-id" });
    return;
  }
  res.locals.tenantId = tenant;
  next();
});

app.use("/orders", ordersRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (process.env.NODE_ENV !== "test") {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`orders-api listening on ${port}`));
}
