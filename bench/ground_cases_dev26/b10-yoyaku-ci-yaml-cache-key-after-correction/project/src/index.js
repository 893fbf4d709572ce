import { Hono } from "hono";
import postgres from "postgres";

const app = new Hono();

function db(env) {
  return postgres(env.DATABASE_URL, { max: 1, fetch_types: false });
}

app.get("/health", (c) => c.json({ ok: true }));

app.get("/slots", async (c) => {
  const date = c.req.query("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? "")) {
    return c.json({ error: "date must be YYYY-MM-DD" }, 400);
  }
  const sql = db(c.env);
  const rows = await sql`
    SELECT id, starts_at, capacity - booked AS remaining
    FROM slots
    WHERE starts_at::date = ${date}
    ORDER BY starts_at`;
  return c.json(rows);
});

app.post("/bookings", async (c) => {
  const { slotId, name, phone } = await c.req.json();
  const sql = db(c.env);
  const [row] = await sql`
    UPDATE slots SET booked = booked + 1
    WHERE id = ${slotId} AND booked < capacity
    RETURNING id`;
  if (!row) return c.json({ error: "full" }, 409);
  await sql`INSERT INTO bookings (slot_id, name, phone) VALUES (${slotId}, ${name}, ${phone})`;
  return c.json({ ok: true }, 201);
});

export default app;
