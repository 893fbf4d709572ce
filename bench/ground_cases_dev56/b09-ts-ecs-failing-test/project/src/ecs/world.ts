export type Entity = number;

type Store<T> = Map<Entity, T>;

/** A tiny component store: one Map per component name, queries by intersection. */
export class World {
  private next: Entity = 1;
  private stores = new Map<string, Store<unknown>>();
  readonly events: { type: string; entity: Entity; amount?: number }[] = [];

  spawn(): Entity {
    return this.next++;
  }

  add<T>(entity: Entity, name: string, value: T): void {
    if (!this.stores.has(name)) this.stores.set(name, new Map());
    this.stores.get(name)!.set(entity, value);
  }

  get<T>(entity: Entity, name: string): T | undefined {
    return this.stores.get(name)?.get(entity) as T | undefined;
  }

  remove(entity: Entity, name: string): void {
    this.stores.get(name)?.delete(entity);
  }

  *query<A, B>(a: string, b: string): Generator<[Entity, A, B]> {
    const sa = this.stores.get(a);
    const sb = this.stores.get(b);
    if (!sa || !sb) return;
    for (const [entity, va] of sa) {
      const vb = sb.get(entity);
      if (vb !== undefined) yield [entity, va as A, vb as B];
    }
  }

  emit(type: string, entity: Entity, amount?: number): void {
    this.events.push({ type, entity, amount });
  }
}
