import express from "express";
import catalogRouter from "./routes/catalog.js";
import ordersRouter from "./routes/orders.js";
import usersRouter from "./routes/users.js";
import { requireUser } from "./middleware/auth.js";

const app = express();
app.use(express.json());

app.use("/api/products", catalogRouter);
app.use("/api/orders", requireUser, ordersRouter);
app.use("/api/users", requireUser, usersRouter);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

export default app;
