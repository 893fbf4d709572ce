import express from "express";
import { products } from "./routes/products.js";

const app = express();
app.use(express.json());
app.use("/api", products);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT ?? 3001);
app.listen(port, () => console.log(`zaiko server listening on :${port}`));
