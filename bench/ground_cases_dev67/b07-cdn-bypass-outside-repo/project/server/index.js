const express = require("express");
const compression = require("compression");
const helmet = require("helmet");
const path = require("path");
const { staticOptions } = require("./static");
const products = require("./routes/products");

const app = express();
app.disable("x-powered-by");
app.use(helmet({ contentSecurityPolicy: false }));
app.use(compression());

app.use("/assets", express.static(path.join(__dirname, "../dist/assets"), staticOptions("assets")));
app.use("/images", express.static(path.join(__dirname, "../public/images"), staticOptions("images")));

app.use("/api/products", products);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal" });
});

app.get("*", (req, res) => {
  res.set("Cache-Control", "no-cache");
  res.sendFile(path.join(__dirname, "../dist/index.html"));
});

const port = process.env.PORT || 3000;
app.listen(port, () => {
  console.log(`storefront listening on ${port}`);
});

module.exports = app;
