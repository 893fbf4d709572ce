import type { World } from "../ecs/world";
import { C, type Health, type Regen } from "../components";

/** Regenerates hp after `delay` seconds without being hit. Dead entities stay dead. */
export function regenSystem(world: World, dt: number): void {
  for (const [entity, health, regen] of world.query<Health, Regen>(C.Health, C.Regen)) {
    if (health.current <= 0) continue;
    regen.sinceHit += dt;
    if (regen.sinceHit < regen.delay || health.current >= health.max) continue;
    const before = health.current;
    health.current = Math.min(health.max, health.current + regen.perSecond * dt);
    if (Math.floor(health.current) > Math.floor(before)) {
      world.emit("healed", entity, Math.floor(health.current) - Math.floor(before));
    }
  }
}

/** Resets the regen delay for everything that was hit this frame. */
export function regenResetSystem(world: World): void {
  for (const event of world.events) {
    if (event.type !== "damaged") continue;
    const regen = world.get<Regen>(event.entity, C.Regen);
    if (regen) regen.sinceHit = 0;
  }
}

export function isAlive(world: World, entity: number): boolean {
  const health = world.get<Health>(entity, C.Health);
  return health !== undefined && health.current > 0;
}
