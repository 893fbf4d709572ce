import express from "express";
import { slots } from "./routes/slots";

const app = express();
app.use(express.json());
app.use("/api/slots", slots);

app.listen(Number(process.env.PORT ?? 4000), () => {
  console.log("cragbook api listening");
});
