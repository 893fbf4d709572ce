import { describe, expect, it } from "vitest";
import { parse, stringify } from "../src/index.js";

describe("stringify", () => {
  it("encodes keys and values", () => {
    expect(stringify({ q: "green tea", "a&b": "=" })).toBe("q=green%20tea&a%26b=%3D");
  });

  it("writes arrays with brackets", () => {
    expect(stringify({ tags: ["x", "y"] }, { encode: false })).toBe("tags[]=x&tags[]=y");
  });

  it("writes arrays as repeated keys or comma lists", () => {
    expect(stringify({ tags: ["x", "y"] }, { encode: false, arrayFormat: "repeat" })).toBe("tags=x&tags=y");
    expect(stringify({ tags: ["x", "y"] }, { encode: false, arrayFormat: "comma" })).toBe("tags=x,y");
    expect(stringify({ tags: ["x", "y"] }, { arrayFormat: "comma" })).toBe("tags=x%2Cy");
  });

  it("comma format does not escape commas inside items", () => {
    expect(stringify({ tags: ["a,b", "c"] }, { encode: false, arrayFormat: "comma" })).toBe("tags=a,b,c");
  });

  it("nests objects", () => {
    expect(stringify({ a: { b: 1, c: [true] } }, { encode: false })).toBe("a[b]=1&a[c][]=true");
  });

  it("skips nulls unless told not to", () => {
    expect(stringify({ a: null, b: 1 })).toBe("b=1");
    expect(stringify({ a: null, b: 1 }, { skipNulls: false })).toBe("a&b=1");
  });

  it("sorts keys when asked", () => {
    expect(stringify({ b: 1, a: 2 }, { sort: true })).toBe("a=2&b=1");
  });

  it("round-trips through parse", () => {
    const obj = { q: "a b", list: ["1", "2"], nested: { k: "v" } };
    expect(parse(stringify(obj))).toEqual(obj);
  });
});
