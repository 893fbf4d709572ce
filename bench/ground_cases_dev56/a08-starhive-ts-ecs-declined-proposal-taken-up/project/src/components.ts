import { component } from "./ecs/world";

export interface Vec2 { x: number; y: number }

export const Position = component<Vec2>("Position");
export const Velocity = component<Vec2>("Velocity");
export const Collider = component<{ radius: number; layer: "player" | "enemy" | "bullet" }>("Collider");
export const Health = component<{ hp: number; max: number }>("Health");
export const Damage = component<{ amount: number }>("Damage");
export const Enemy = component<{ kind: string; score: number }>("Enemy");
export const Lifetime = component<{ seconds: number }>("Lifetime");

export interface Hit {
  a: number;
  b: number;
}

export interface EnemyDef {
  kind: string;
  hp: number;
  speed: number;
  radius: number;
  contactDamage: number;
  score: number;
}

export const LAYERS_THAT_COLLIDE: Array<[string, string]> = [
  ["bullet", "enemy"],
  ["enemy", "player"],
];
