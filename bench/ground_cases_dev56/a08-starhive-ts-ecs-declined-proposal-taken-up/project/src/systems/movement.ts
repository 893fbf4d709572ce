import { World } from "../ecs/world";
import { Lifetime, Position, Velocity } from "../components";

export const ARENA = { w: 1920, h: 1080 };

export function movementSystem(world: World, dt: number): void {
  for (const e of world.query(Position, Velocity)) {
    const p = world.get(e, Position)!;
    const v = world.get(e, Velocity)!;
    p.x += v.x * dt;
    p.y += v.y * dt;
  }
}

export function expireSystem(world: World, dt: number): void {
  for (const e of world.query(Lifetime)) {
    const life = world.get(e, Lifetime)!;
    life.seconds -= dt;
    if (life.seconds <= 0) world.kill(e);
  }
}

export function wrapSystem(world: World): void {
  for (const e of world.query(Position, Velocity)) {
    const p = world.get(e, Position)!;
    if (p.x < -50) p.x += ARENA.w + 100;
    if (p.x > ARENA.w + 50) p.x -= ARENA.w + 100;
    if (p.y < -50) p.y += ARENA.h + 100;
    if (p.y > ARENA.h + 50) p.y -= ARENA.h + 100;
  }
}
