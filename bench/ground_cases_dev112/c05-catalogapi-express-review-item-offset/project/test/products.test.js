const { parsePaging } = require("../src/routes/products");

describe("parsePaging", () => {
  test("defaults", () => {
    const p = parsePaging({});
    expect(p.page).toBe(1);
    expect(p.pageSize).toBe(20);
  });

  test("reads page and pageSize", () => {
    const p = parsePaging({ page: "3", pageSize: "50" });
    expect(p.page).toBe(3);
    expect(p.pageSize).toBe(50);
  });

  test("ignores garbage", () => {
    const p = parsePaging({ page: "abc", pageSize: "x" });
    expect(p.page).toBe(1);
    expect(p.pageSize).toBe(20);
  });

  test("pageSize is clamped to 1..100", () => {
    expect(parsePaging({ pageSize: "5000" }).pageSize).toBe(100);
    expect(parsePaging({ pageSize: "-3" }).pageSize).toBe(1);
  });

  test("page below 1 becomes 1", () => {
    expect(parsePaging({ page: "0" }).page).toBe(1);
    expect(parsePaging({ page: "-4" }).page).toBe(1);
  });
});
