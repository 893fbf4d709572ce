import { Injectable } from "@angular/core";
import { BehaviorSubject, map } from "rxjs";

@Injectable({ providedIn: "root" })
export class LoadingService {
  private pending = new BehaviorSubject(0);
  readonly active$ = this.pending.pipe(map((n) => n > 0));

  start(): void {
    this.pending.next(this.pending.value + 1);
  }

  stop(): void {
    this.pending.next(Math.max(0, this.pending.value - 1));
  }
}
