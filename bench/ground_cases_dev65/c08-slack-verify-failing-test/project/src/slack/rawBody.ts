import type { NextFunction, Request, Response } from "express";

declare module "express-serve-static-core" {
  interface Request {
    rawBody?: string;
  }
}

/** Collect the raw request body as a string on req.rawBody (no parsing). */
export function rawBody(req: Request, _res: Response, next: NextFunction): void {
  let data = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => {
    data += chunk;
  });
  req.on("end", () => {
    req.rawBody = data;
    next();
  });
  req.on("error", next);
}
