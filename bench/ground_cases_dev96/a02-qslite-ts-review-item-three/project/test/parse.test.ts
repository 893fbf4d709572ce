import { describe, expect, it } from "vitest";
import { parse, splitKey } from "../src";

describe("parse", () => {
  it("reads flat pairs", () => {
    expect(parse("a=1&b=two")).toEqual({ a: "1", b: "two" });
  });

  it("drops the leading ?", () => {
    expect(parse("?a=1")).toEqual({ a: "1" });
  });

  it("collects repeated keys into arrays", () => {
    expect(parse("a=1&a=2")).toEqual({ a: ["1", "2"] });
  });

  it("reads bracket arrays", () => {
    expect(parse("a[]=1&a[]=2")).toEqual({ a: ["1", "2"] });
  });

  it("nests bracket keys", () => {
    expect(parse("f[status]=open&f[owner][id]=7")).toEqual({ f: { status: "open", owner: { id: "7" } } });
  });

  it("keeps levels past depth literal", () => {
    expect(splitKey("a[b][c][d]", 2)).toEqual(["a", "b", "c", "[d]"]);
  });

  it("survives malformed escapes", () => {
    expect(parse("a=%E0%A4%A")).toEqual({ a: "%E0%A4%A" });
  });
});
