import { describe, expect, it } from "vitest";
import { World } from "../src/ecs/world";
import { C, type Health, type Regen } from "../src/components";
import { regenSystem } from "../src/systems/health";

describe("regenSystem", () => {
  it("waits for the delay, then heals", () => {
    const world = new World();
    const e = world.spawn();
    world.add<Health>(e, C.Health, { current: 5, max: 10 });
    world.add<Regen>(e, C.Regen, { perSecond: 2, delay: 1, sinceHit: 0 });
    regenSystem(world, 0.5);
    expect(world.get<Health>(e, C.Health)!.current).toBe(5);
    regenSystem(world, 1);
    expect(world.get<Health>(e, C.Health)!.current).toBe(7);
  });

  it("does not revive the dead", () => {
    const world = new World();
    const e = world.spawn();
    world.add<Health>(e, C.Health, { current: 0, max: 10 });
    world.add<Regen>(e, C.Regen, { perSecond: 5, delay: 0, sinceHit: 3 });
    regenSystem(world, 1);
    expect(world.get<Health>(e, C.Health)!.current).toBe(0);
  });
});
