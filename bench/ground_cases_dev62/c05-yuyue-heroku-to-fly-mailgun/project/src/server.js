import express from "express";

import { sendReminder, verify } from "./mailer.js";
import { pool } from "./db.js";

const app = express();
app.use(express.json());

app.get("/healthz", async (_req, res) => {
  const mail = await verify();
  res.json({ ok: true, mail });
});

app.post("/bookings/:id/remind", async (req, res) => {
  const { rows } = await pool.query(
    "SELECT b.id, b.name, b.email, b.starts_at AS \"startsAt\", s.name AS \"serviceName\" FROM bookings b JOIN services s ON s.id = b.service_id WHERE b.id = $1",
    [req.params.id]
  );
  if (rows.length === 0) return res.status(404).json({ error: "not found" });
  try {
    await sendReminder(rows[0]);
    res.json({ sent: true });
  } catch (err) {
    console.error("[remind] failed", err.code, err.response);
    res.status(502).json({ error: "mail failed" });
  }
});

const port = Number(process.env.PORT || 8080);
app.listen(port, () => console.log(`listening on ${port}`));
