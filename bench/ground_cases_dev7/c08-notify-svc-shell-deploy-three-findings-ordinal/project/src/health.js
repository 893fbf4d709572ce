const { redis } = require("./sender");

async function health(req, res) {
  try {
    await redis.ping();
    res.json({ ok: true });
  } catch (err) {
    res.status(503).json({ ok: false, error: err.message });
  }
}

module.exports = { health };
