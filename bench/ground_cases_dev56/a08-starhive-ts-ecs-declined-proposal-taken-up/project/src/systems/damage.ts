import { World } from "../ecs/world";
import { Collider, Damage, Enemy, Health, Hit } from "../components";

export interface DamageEvents {
  onKill(score: number): void;
  onPlayerHurt(hp: number): void;
}

export function damageSystem(world: World, hits: Hit[], events: DamageEvents): void {
  for (const { a, b } of hits) {
    for (const [src, dst] of [[a, b], [b, a]]) {
      const dmg = world.get(src, Damage);
      const hp = world.get(dst, Health);
      if (!dmg || !hp) continue;
      hp.hp -= dmg.amount;
      if (world.get(src, Collider)?.layer === "bullet") world.kill(src);
      if (hp.hp <= 0) {
        world.kill(dst);
        const enemy = world.get(dst, Enemy);
        if (enemy) events.onKill(enemy.score);
      } else if (world.get(dst, Collider)?.layer === "player") {
        events.onPlayerHurt(hp.hp);
      }
    }
  }
}

export function lifetimeSystem(world: World, dt: number): void {
  for (const e of world.query(Damage)) {
    const life = world.get(e, Health);
    if (life && life.hp <= 0) world.kill(e);
  }
}
