import express from "express";
import { checkout } from "./routes/checkout.js";
import { queueHealth } from "./queue.js";

const app = express();
app.use(express.json());
app.use("/api", checkout);
app.get("/health", async (_req, res) => res.json(await queueHealth()));

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.log("billing api listening");
});
