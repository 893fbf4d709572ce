import cookieParser from "cookie-parser";
import express from "express";
import { authRouter } from "./auth/routes";
import { notesRouter } from "./notes/routes";

export const app = express();
app.use(express.json());
app.use(cookieParser());
app.use("/auth", authRouter);
app.use("/notes", notesRouter);
app.get("/healthz", (_req, res) => res.json({ ok: true }));
