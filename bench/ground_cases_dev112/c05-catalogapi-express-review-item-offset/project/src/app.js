const express = require("express");
const { ping } = require("./db");
const { router: products } = require("./routes/products");

const app = express();
app.use(express.json());

app.use((req, res, next) => {
  const started = Date.now();
  res.on("finish", () => {
    console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Date.now() - started}ms`);
  });
  next();
});

app.get("/health", async (req, res) => {
  try {
    await ping();
    res.json({ status: "ok" });
  } catch (err) {
    res.status(503).json({ status: "db_unavailable" });
  }
});

app.use("/products", products);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal_error" });
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`catalog-api on :${port}`));
}

module.exports = app;
