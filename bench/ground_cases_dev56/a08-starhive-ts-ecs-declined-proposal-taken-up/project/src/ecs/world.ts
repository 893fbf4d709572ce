// Minimal ECS: entities are numbers, components live in one Map per component type.
export type Entity = number;
export type ComponentType<T> = { readonly name: string; readonly _t?: T };

export function component<T>(name: string): ComponentType<T> {
  return { name };
}

export class World {
  private next = 1;
  private stores = new Map<string, Map<Entity, unknown>>();
  private dead = new Set<Entity>();

  spawn(): Entity {
    return this.next++;
  }

  add<T>(e: Entity, type: ComponentType<T>, value: T): this {
    let store = this.stores.get(type.name);
    if (!store) {
      store = new Map();
      this.stores.set(type.name, store);
    }
    store.set(e, value);
    return this;
  }

  get<T>(e: Entity, type: ComponentType<T>): T | undefined {
    return this.stores.get(type.name)?.get(e) as T | undefined;
  }

  kill(e: Entity): void {
    this.dead.add(e);
  }

  /** Entities that have every listed component. Allocates a new array on each call. */
  query(...types: ComponentType<unknown>[]): Entity[] {
    const [first, ...rest] = types.map((t) => this.stores.get(t.name) ?? new Map());
    const out: Entity[] = [];
    for (const e of first.keys()) {
      if (!this.dead.has(e) && rest.every((s) => s.has(e))) out.push(e);
    }
    return out;
  }

  flush(): void {
    for (const e of this.dead) {
      for (const store of this.stores.values()) store.delete(e);
    }
    this.dead.clear();
  }
}
