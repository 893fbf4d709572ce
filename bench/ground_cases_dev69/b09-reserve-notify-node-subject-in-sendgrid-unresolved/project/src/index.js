import express from "express";
import { reservationsRouter } from "./routes/reservations.js";

const app = express();
app.use(express.json());
app.use("/reservations", reservationsRouter);

app.listen(Number(process.env.PORT ?? 3000), () => {
  console.log("reserve-notify started");
});
