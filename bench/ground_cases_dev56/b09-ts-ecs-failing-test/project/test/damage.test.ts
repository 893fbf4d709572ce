import { describe, expect, it } from "vitest";
import { World } from "../src/ecs/world";
import { C, type Armor, type Health, type PendingDamage } from "../src/components";
import { damageSystem } from "../src/systems/damage";

function target(world: World, hp: number, hits: number[]) {
  const e = world.spawn();
  world.add<Health>(e, C.Health, { current: hp, max: hp });
  world.add<PendingDamage>(e, C.PendingDamage, { amounts: hits });
  return e;
}

describe("damageSystem", () => {
  it("subtracts queued hits", () => {
    const world = new World();
    const e = target(world, 10, [3, 2]);
    damageSystem(world);
    expect(world.get<Health>(e, C.Health)!.current).toBe(5);
  });

  it("emits died once at zero", () => {
    const world = new World();
    const e = target(world, 4, [3, 3, 3]);
    damageSystem(world);
    expect(world.events.filter((ev) => ev.type === "died" && ev.entity === e)).toHaveLength(1);
  });

  it("armor reduces each hit by a flat amount", () => {
    const world = new World();
    const e = target(world, 10, [3, 4]);
    world.add<Armor>(e, C.Armor, { flat: 2 });
    damageSystem(world);
    expect(world.get<Health>(e, C.Health)!.current).toBe(7);
  });

  it("armor never blocks the minimum damage", () => {
    const world = new World();
    const e = target(world, 10, [1, 2]);
    world.add<Armor>(e, C.Armor, { flat: 5 });
    damageSystem(world);
    expect(world.get<Health>(e, C.Health)!.current).toBe(8);
  });

  it("damage system ignores dead entities", () => {
    const world = new World();
    const e = target(world, 5, [2]);
    world.get<Health>(e, C.Health)!.current = 0;
    damageSystem(world);
    expect(world.events).toHaveLength(0);
    expect(world.get<PendingDamage>(e, C.PendingDamage)!.amounts).toHaveLength(0);
  });
});
