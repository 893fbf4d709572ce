import { describe, expect, it } from "vitest";
import { encode, parseClientMessage, ProtocolError } from "../src/protocol.js";

describe("parseClientMessage", () => {
  it("reads a join", () => {
    expect(parseClientMessage('{"type":"join","room":"general"}')).toEqual({ type: "join", room: "general" });
  });

  it("reads a say with its client id", () => {
    const msg = parseClientMessage('{"type":"say","room":"general","text":"hi","clientMsgId":"c1"}');
    expect(msg).toEqual({ type: "say", room: "general", text: "hi", clientMsgId: "c1" });
  });

  it("rejects text that is not JSON", () => {
    expect(() => parseClientMessage("hello")).toThrow(ProtocolError);
  });

  it("rejects an empty room", () => {
    expect(() => parseClientMessage('{"type":"join","room":""}')).toThrow(/room/);
  });

  it("reads typing and defaults active to false", () => {
    expect(parseClientMessage('{"type":"typing","room":"general","active":true}')).toEqual({
      type: "typing",
      room: "general",
      active: true,
    });
    expect(parseClientMessage('{"type":"typing","room":"general"}')).toEqual({
      type: "typing",
      room: "general",
      active: false,
    });
  });

  it("rejects typing without a room", () => {
    expect(() => parseClientMessage('{"type":"typing","active":true}')).toThrow(/room/);
  });

  it("rejects unknown types", () => {
    try {
      parseClientMessage('{"type":"shout","room":"general"}');
      expect.unreachable();
    } catch (err) {
      expect((err as ProtocolError).code).toBe("unknown_type");
    }
  });
});

describe("encode", () => {
  it("writes plain JSON", () => {
    expect(JSON.parse(encode({ type: "presence", userId: "ana", status: "away" }))).toEqual({
      type: "presence",
      userId: "ana",
      status: "away",
    });
  });
});
