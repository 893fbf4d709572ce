import { Router } from "express";

import { priceFeed, type PriceTick } from "../priceFeed.js";

export const streamRouter = Router();

streamRouter.get("/prices", (req, res) => {
  const skus = new Set(String(req.query.skus ?? "").split(",").filter(Boolean));
  res.writeHead(200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  res.write(": connected\n\n");

  const onPrice = (tick: PriceTick) => {
    if (skus.size > 0 && !skus.has(tick.sku)) return;
    res.write(`data: ${JSON.stringify(tick)}\n\n`);
  };
  priceFeed.on("price", onPrice);

  const heartbeat = setInterval(() => res.write(": ping\n\n"), 25_000);
  req.on("close", () => {
    clearInterval(heartbeat);
    priceFeed.off("price", onPrice);
  });
});
