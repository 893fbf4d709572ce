import { expect, it } from "vitest";
import { Timer } from "../src/components/Timer";

it("accumulates across stops", () => {
  const t = new Timer();
  t.start(0);
  t.stop(30_000);
  t.start(40_000);
  expect(t.label(70_000)).toBe("1m");
});
