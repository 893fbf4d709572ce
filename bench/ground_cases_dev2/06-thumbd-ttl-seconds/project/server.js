const express = require("express");
const { TtlCache } = require("./lib/cache");
const { renderThumb } = require("./lib/thumbs");

const app = express();
const cache = new TtlCache({ ttl: Number(process.env.THUMB_TTL || 600) });

app.get("/thumb/:id", async (req, res) => {
  const key = `${req.params.id}:${req.query.w || 256}`;
  let body = cache.get(key);
  if (!body) {
    body = await renderThumb(req.params.id, Number(req.query.w || 256));
    cache.set(key, body);
  }
  res.type("image/webp").send(body);
});

app.listen(process.env.PORT || 8080);
