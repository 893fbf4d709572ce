import express from "express";
import { shiftsRouter } from "./routes/shifts";
import { usersRouter } from "./routes/users";

const app = express();
app.use(express.json());
app.use("/api/shifts", shiftsRouter);
app.use("/api/users", usersRouter);

const port = Number(process.env.PORT ?? 3000);
app.listen(port, () => console.log(`kintai-api listening on ${port}`));
