import { describe, expect, it } from "vitest";
import { parseFrame, ProtocolError } from "../src/protocol.js";

function code(raw: string): string | undefined {
  try {
    parseFrame(raw);
  } catch (err) {
    if (err instanceof ProtocolError) return err.code;
    throw err;
  }
  return undefined;
}

describe("parseFrame", () => {
  it("parses join and leave", () => {
    expect(parseFrame('{"type":"join","room":"general"}')).toEqual({ type: "join", room: "general" });
    expect(parseFrame('{"type":"leave","room":"general"}')).toEqual({ type: "leave", room: "general" });
  });

  it("parses say", () => {
    const frame = parseFrame('{"type":"say","room":"general","text":"hi","clientId":"c1"}');
    expect(frame).toEqual({ type: "say", room: "general", text: "hi", clientId: "c1" });
  });

  it("parses typing", () => {
    expect(parseFrame('{"type":"typing","room":"general"}')).toEqual({ type: "typing", room: "general" });
    expect(code('{"type":"typing"}')).toBe("bad_room");
  });

  it("rejects broken JSON", () => {
    expect(code("{nope")).toBe("bad_json");
  });

  it("rejects an empty room", () => {
    expect(code('{"type":"join","room":""}')).toBe("bad_room");
  });

  it("rejects long text", () => {
    const text = "x".repeat(2001);
    expect(code(JSON.stringify({ type: "say", room: "r", text, clientId: "c" }))).toBe("too_long");
  });

  it("rejects unknown types", () => {
    expect(code('{"type":"shout"}')).toBe("unknown_type");
  });
});
