import { validUntilFrom } from "../src/services/quote";

describe("validUntilFrom", () => {
  it("JST の発行日 + 30日", () => {
    expect(validUntilFrom(new Date("2025-12-03T10:00:00+09:00"))).toBe("2026-01-02");
  });

  it("JST 0時台は JST の日付で数える", () => {
    expect(validUntilFrom(new Date("2025-12-03T00:30:00+09:00"))).toBe("2026-01-02");
  });
});
