const express = require("express");
const posts = require("./routes/posts");

const app = express();
app.use(express.json({ limit: "200kb" }));
app.use("/posts", posts);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT || 3000);
if (require.main === module) {
  app.listen(port, () => console.log(`listening on ${port}`));
}

module.exports = app;
