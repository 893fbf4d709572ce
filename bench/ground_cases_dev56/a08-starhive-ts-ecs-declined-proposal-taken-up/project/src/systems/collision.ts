import { World } from "../ecs/world";
import { Collider, Hit, LAYERS_THAT_COLLIDE, Position } from "../components";

function collides(la: string, lb: string): boolean {
  return LAYERS_THAT_COLLIDE.some(([x, y]) => (x === la && y === lb) || (x === lb && y === la));
}

const CELL = 64;
const grid = new Map<number, number[]>();

function key(cx: number, cy: number): number {
  return (cx + 1024) * 4096 + (cy + 1024);
}

/** Pairs of overlapping colliders whose layers interact (spatial hash, then exact test). */
export function collisionSystem(world: World): Hit[] {
  const ents = world.query(Position, Collider);
  const hits: Hit[] = [];
  grid.clear();
  for (const e of ents) {
    const p = world.get(e, Position)!;
    const k = key(Math.floor(p.x / CELL), Math.floor(p.y / CELL));
    const cell = grid.get(k);
    if (cell) cell.push(e);
    else grid.set(k, [e]);
  }
  for (const a of ents) {
    const pa = world.get(a, Position)!;
    const ca = world.get(a, Collider)!;
    const cx = Math.floor(pa.x / CELL);
    const cy = Math.floor(pa.y / CELL);
    const reach = Math.ceil(ca.radius / CELL);
    for (let gx = cx - 1 - reach; gx <= cx + 1 + reach; gx++)
    for (let gy = cy - 1 - reach; gy <= cy + 1 + reach; gy++)
    for (const b of grid.get(key(gx, gy)) ?? []) {
      if (b <= a) continue;
      const cb = world.get(b, Collider)!;
      if (!collides(ca.layer, cb.layer)) continue;
      const pb = world.get(b, Position)!;
      const dx = pa.x - pb.x;
      const dy = pa.y - pb.y;
      const r = ca.radius + cb.radius;
      if (dx * dx + dy * dy <= r * r) hits.push({ a, b });
    }
  }
  return hits;
}
