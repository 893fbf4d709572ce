const path = require("path");
const express = require("express");
const avatars = require("./routes/avatars");
const { requireUser } = require("./auth");

const app = express();
const PUBLIC_DIR = path.join(__dirname, "..", "public");

app.use(express.json({ limit: "100kb" }));

app.use(
  "/static",
  express.static(PUBLIC_DIR, {
    maxAge: "7d",
    immutable: true,
    etag: false,
  })
);

app.use("/api/avatars", requireUser, avatars);

app.get("/healthz", (req, res) => {
  res.json({ ok: true });
});

app.use((err, req, res, next) => {
  console.error(err);
  if (err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ error: "file_too_large" });
  }
  const status = err.status || 500;
  res.status(status).json({ error: err.code || "internal_error" });
});

const port = Number(process.env.PORT || 3000);
app.listen(port, () => {
  console.log(`profile-api listening on ${port}`);
});
