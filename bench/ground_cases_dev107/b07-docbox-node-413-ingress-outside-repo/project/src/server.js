const express = require("express");
const pino = require("pino");
const { upload, describe } = require("./upload");

const log = pino();
const app = express();

app.use(express.json({ limit: "1mb" }));

app.get("/healthz", (req, res) => res.send("ok"));

app.post("/api/documents", upload.single("file"), (req, res) => {
  if (!req.file) {
    return res.status(400).json({ error: "file がありません" });
  }
  const doc = describe(req.file);
  log.info({ doc, userId: req.get("X-User-Id") ?? null }, "uploaded");
  res.status(201).json(doc);
});

app.use((err, req, res, next) => {
  if (err.code === "UNSUPPORTED_TYPE") {
    return res.status(415).json({ error: "PDF・PNG・JPEG のみアップロードできます" });
  }
  if (err.code === "LIMIT_FILE_SIZE") {
    return res.status(413).json({ error: "ファイルサイズは 50MB までです" });
  }
  log.error({ err }, "request failed");
  res.status(500).json({ error: "internal error" });
});

const port = Number(process.env.PORT || 3000);
app.listen(port, () => log.info({ port }, "docbox listening"));

module.exports = app;
