import { describe, expect, it } from "vitest";
import { parse, splitKey } from "../src/index.js";

describe("parse", () => {
  it("reads flat pairs and decodes them", () => {
    expect(parse("?q=green+tea&page=2")).toEqual({ q: "green tea", page: "2" });
  });

  it("nests bracket keys and collects arrays", () => {
    expect(parse("a[b][c]=1&tags[]=x&tags[]=y")).toEqual({ a: { b: { c: "1" } }, tags: ["x", "y"] });
  });

  it("repeated keys become arrays", () => {
    expect(parse("id=1&id=2")).toEqual({ id: ["1", "2"] });
  });

  it("coerces when asked", () => {
    expect(parse("n=3&ok=true&s=x", { coerce: true })).toEqual({ n: 3, ok: true, s: "x" });
  });

  it("stops nesting at depth", () => {
    expect(splitKey("a[b][c][d]", 2)).toEqual(["a", "b", "c", "[d]"]);
  });

  it("honours parameterLimit", () => {
    expect(parse("a=1&b=2&c=3", { parameterLimit: 2 })).toEqual({ a: "1", b: "2" });
  });

  it("ignores empty pairs", () => {
    expect(parse("a=1&&b=2&")).toEqual({ a: "1", b: "2" });
  });
});
