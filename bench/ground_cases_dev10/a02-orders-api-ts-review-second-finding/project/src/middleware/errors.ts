import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

const exposeStack = process.env.NODE_ENV !== "production";

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (err instanceof ZodError) {
    res.status(400).json({ error: "invalid request", issues: err.issues });
    return;
  }
  const status = err instanceof HttpError ? err.status : 500;
  if (status >= 500) {
    console.error(`[${req.method} ${req.originalUrl}]`, err);
  }
  res.status(status).json({
    error: status >= 500 ? "internal error" : err.message,
    ...(exposeStack && status >= 500 ? { stack: String(err.stack) } : {}),
  });
};
