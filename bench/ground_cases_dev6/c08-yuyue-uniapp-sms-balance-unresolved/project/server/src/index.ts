import express from "express";
import { config } from "./config";
import { logger } from "./logger";
import { authRouter } from "./routes/auth";
import { smsRouter } from "./routes/sms";

const app = express();
app.use(express.json());
app.use("/api/sms", smsRouter);
app.use("/api/auth", authRouter);

app.listen(config.port, () => logger.info(`yuyue-server listening on ${config.port}`));
