import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LarkClient } from "../src/client.js";

let server: Server;
let url = "";
const received: any[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      received.push(JSON.parse(raw));
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ code: 0, msg: "success" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

afterAll(() => server.close());

describe("sendText", () => {
  it("posts signed payload to webhook", async () => {
    await new LarkClient({ webhook: url, secret: "s3cr3t" }).sendText("部署完成");
    const last = received.at(-1);
    expect(last.msg_type).toBe("text");
    expect(last.sign).toMatch(/=$/);
  });

  it("rejects non-feishu webhook", () => {
    expect(() => new LarkClient({ webhook: "https://evil.example/hook" })).toThrow();
  });
});

describe("sendCard", () => {
  it("posts interactive card", async () => {
    await new LarkClient({ webhook: url }).sendCard({ title: "告警", content: "CPU 90%", level: "warning" });
    expect(received.at(-1).card.header.template).toBe("orange");
  });
});
