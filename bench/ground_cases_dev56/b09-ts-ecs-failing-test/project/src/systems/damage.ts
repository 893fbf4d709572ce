import type { Entity, World } from "../ecs/world";
import { C, type Armor, type Health, type PendingDamage } from "../components";
import { MIN_DAMAGE } from "../balance";

/** Applies queued hits; emits "damaged" per hit and "died" once when hp reaches 0. */
export function damageSystem(world: World): void {
  for (const [entity, health, pending] of world.query<Health, PendingDamage>(C.Health, C.PendingDamage)) {
    const armor = world.get<Armor>(entity, C.Armor)?.flat ?? 0;
    if (health.current < 0) {
      pending.amounts.length = 0;
      continue;
    }
    for (const raw of pending.amounts) {
      const amount = Math.max(MIN_DAMAGE, raw - armor);
      health.current = Math.max(0, health.current - amount);
      world.emit("damaged", entity, amount);
      if (health.current === 0) {
        world.emit("died", entity);
        break;
      }
    }
    pending.amounts.length = 0;
  }
}

/** Queues a hit to be applied by damageSystem on the next tick. */
export function queueHit(world: World, entity: Entity, amount: number): void {
  let pending = world.get<PendingDamage>(entity, C.PendingDamage);
  if (!pending) {
    pending = { amounts: [] };
    world.add<PendingDamage>(entity, C.PendingDamage, pending);
  }
  pending.amounts.push(amount);
}

/** Total damage each entity took this frame, for the floating numbers in the HUD. */
export function damageTotals(world: World): Map<Entity, number> {
  const totals = new Map<Entity, number>();
  for (const event of world.events) {
    if (event.type !== "damaged") continue;
    totals.set(event.entity, (totals.get(event.entity) ?? 0) + (event.amount ?? 0));
  }
  return totals;
}
