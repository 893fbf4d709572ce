import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  redact: ["req.headers.authorization", "req.headers.cookie", "password"],
  base: { service: "fieldops-api" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: {
    level(label) {
      return { level: label };
    },
  },
});

export function child(bindings: Record<string, unknown>) {
  return logger.child(bindings);
}

export function logError(err: unknown, msg = "unhandled error") {
  if (err instanceof Error) {
    logger.error({ err: { message: err.message, stack: err.stack } }, msg);
  } else {
    logger.error({ err }, msg);
  }
}

export function requestLogger() {
  return (req: { method: string; url: string }, _res: unknown, next: () => void) => {
    logger.debug({ method: req.method, url: req.url }, "request");
    next();
  };
}

export default logger;
