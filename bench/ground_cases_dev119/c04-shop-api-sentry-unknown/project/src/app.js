const express = require("express");
const products = require("./routes/products");
const auth = require("./routes/auth");

const app = express();
app.use(express.json({ limit: "100kb" }));

app.use("/auth", auth.router);
app.use("/products", products.router);

app.get("/healthz", (req, res) => res.json({ ok: true }));

// last: turn any error into a JSON 500
app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`shop-api listening on ${port}`));
}

module.exports = app;
