const express = require("express");
const morgan = require("morgan");
const helmet = require("helmet");

const { authenticate } = require("./middleware/auth");
const users = require("./routes/users");
const orders = require("./routes/orders");
const products = require("./routes/products");

const app = express();
app.use(helmet());
app.use(express.json());
app.use("/api", authenticate);

app.use("/api/users", users);
app.use("/api/orders", orders);
app.use("/api/products", products);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT || 4000);
app.listen(port, () => console.log(`tiny-crm-api on :${port}`));
