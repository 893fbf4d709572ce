import type { FastifyBaseLogger } from "fastify";
import { config } from "./config.js";
import { send } from "./feishu.js";

// In-memory FIFO: Feishu rate-limits custom bots, so alerts are sent one by one.
const items: unknown[] = [];
let timer: NodeJS.Timeout | undefined;

export const queue = {
  push(card: unknown) {
    items.push(card);
  },
  size() {
    return items.length;
  },
  start(log: FastifyBaseLogger) {
    timer = setInterval(async () => {
      const card = items.shift();
      if (!card) return;
      try {
        await send(card);
      } catch (err) {
        log.warn({ err }, "feishu send failed, requeueing");
        items.unshift(card);
      }
    }, config.sendIntervalMs);
  },
  async drain(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (items.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    clearInterval(timer);
  },
};
