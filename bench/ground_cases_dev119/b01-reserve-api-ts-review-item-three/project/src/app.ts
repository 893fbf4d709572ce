import express from "express";
import { cancelReservation, createReservation, getAvailability, listReservations } from "./reservations";

export const app = express();
app.use(express.json());

app.get("/rooms/:roomId/reservations", listReservations);
app.get("/rooms/:roomId/availability", getAvailability);
app.post("/rooms/:roomId/reservations", createReservation);
app.delete("/reservations/:id", cancelReservation);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  app.listen(port, () => console.log(`listening on ${port}`));
}
