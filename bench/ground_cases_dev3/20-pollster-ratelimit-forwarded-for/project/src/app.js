import express from "express";
import { votes } from "./routes/votes.js";
import { polls } from "./routes/polls.js";

const app = express();
app.set("trust proxy", 1);
app.use(express.json());
app.use(votes);
app.use(polls);
app.listen(process.env.PORT ?? 3000);
