const express = require("express");
const checkout = require("./checkout");

const app = express();
app.use(express.json({ limit: "100kb" }));
app.use("/api", checkout);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`kissa-shop-api on :${port}`));
}

module.exports = app;
