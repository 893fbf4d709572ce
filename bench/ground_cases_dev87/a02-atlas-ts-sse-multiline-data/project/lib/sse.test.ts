import { describe, expect, it } from "vitest";
import { isDone, parseSSE } from "./sse";

describe("parseSSE", () => {
  it("parses a single data event", () => {
    const { events, rest } = parseSSE('data: {"a":1}\n\n');
    expect(events).toEqual([{ event: "message", data: '{"a":1}', id: undefined }]);
    expect(rest).toBe("");
  });

  it("keeps an incomplete event in rest", () => {
    const { events, rest } = parseSSE("data: one\n\ndata: tw");
    expect(events.map((e) => e.data)).toEqual(["one"]);
    expect(rest).toBe("data: tw");
  });

  it("joins multi-line data fields", () => {
    const { events } = parseSSE("data: line one\ndata: line two\n\n");
    expect(events[0].data).toBe("line one\nline two");
  });

  it("ignores comments and detects DONE", () => {
    const { events } = parseSSE(": keep-alive\n\ndata: [DONE]\n\n");
    expect(events).toHaveLength(2);
    expect(isDone(events[1])).toBe(true);
  });
});
