import express from "express";
import { Pool } from "pg";
import { bookingRoutes } from "./bookings/routes";
import { BookingRepo } from "./bookings/repo";

export function createApp(pool: Pool) {
  const app = express();
  app.use(express.json({ limit: "100kb" }));
  app.get("/healthz", (_req, res) => res.json({ ok: true }));
  app.use("/bookings", bookingRoutes(new BookingRepo(pool)));
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    console.error(err);
    res.status(500).json({ error: "internal" });
  });
  return app;
}

if (require.main === module) {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL });
  const port = Number(process.env.PORT ?? 3000);
  createApp(pool).listen(port, () => console.log(`fleet-api listening on ${port}`));
}
