const express = require("express");
const addressRoutes = require("./routes/address");

const app = express();

app.use(express.json({ limit: "100kb" }));
app.use(express.static("public"));

app.use((req, res, next) => {
  // the mini-program and H5 both send a fake user id header in dev
  req.userId = Number(req.get("x-user-id")) || null;
  next();
});

app.use("/api/addresses", addressRoutes);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ message: "服务器错误" });
});

if (require.main === module) {
  const port = process.env.PORT || 3000;
  app.listen(port, () => console.log(`address service on :${port}`));
}

module.exports = app;
