#!/usr/bin/env node
import { LarkClient } from "./client.js";

const [, , ...args] = process.argv;
const webhook = process.env.LARK_WEBHOOK;
if (!webhook || args.length === 0) {
  console.error("usage: LARK_WEBHOOK=... [LARK_SECRET=...] lark-notify <text>");
  process.exit(2);
}

const client = new LarkClient({ webhook, secret: process.env.LARK_SECRET });
client.sendText(args.join(" ")).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
