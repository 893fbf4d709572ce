import { describe, expect, it } from "vitest";
import { stringify } from "../src";

describe("stringify", () => {
  it("encodes flat values", () => {
    expect(stringify({ a: "1", b: 2, c: true })).toBe("a=1&b=2&c=true");
  });

  it("encodes spaces as %20", () => {
    expect(stringify({ q: "a b" })).toBe("q=a%20b");
  });

  it("writes arrays with brackets", () => {
    expect(stringify({ a: ["x", "y"] })).toBe("a%5B%5D=x&a%5B%5D=y");
  });

  it("writes nested objects", () => {
    expect(stringify({ f: { s: "open" } })).toBe("f%5Bs%5D=open");
  });

  it("skips nulls unless told not to", () => {
    expect(stringify({ a: null, b: "1" })).toBe("b=1");
    expect(stringify({ a: null, b: "1" }, { skipNulls: false })).toBe("a&b=1");
  });

  it("sorts keys when asked", () => {
    expect(stringify({ b: "1", a: "2" }, { sort: true })).toBe("a=2&b=1");
  });

  it("writes arrays as repeated keys with arrayFormat repeat", () => {
    expect(stringify({ a: ["x", "y"] }, { arrayFormat: "repeat" })).toBe("a=x&a=y");
  });

  it("joins arrays with commas with arrayFormat comma", () => {
    expect(stringify({ a: ["x", "y z"] }, { arrayFormat: "comma" })).toBe("a=x,y%20z");
  });

  it("falls back to brackets for arrays of objects in comma mode", () => {
    expect(stringify({ a: [{ b: "1" }] }, { arrayFormat: "comma" })).toBe("a%5B%5D%5Bb%5D=1");
  });

  it("adds the prefix only to non-empty output", () => {
    expect(stringify({ a: "1" }, { addQueryPrefix: true })).toBe("?a=1");
    expect(stringify({}, { addQueryPrefix: true })).toBe("");
  });
});
