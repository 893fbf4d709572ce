import { ChangeDetectionStrategy, Component, DestroyRef, OnInit, inject, signal } from "@angular/core";
import { takeUntilDestroyed } from "@angular/core/rxjs-interop";
import { ReactiveFormsModule, FormControl } from "@angular/forms";
import { RouterLink } from "@angular/router";
import { TranslocoPipe } from "@jsverse/transloco";
import { catchError, debounceTime, distinctUntilChanged, finalize, map, of, switchMap, tap } from "rxjs";

import { PlatePipe } from "../shared/plate.pipe";
import { Vehicle } from "./vehicle.model";
import { VehicleService } from "./vehicle.service";

@Component({
  selector: "app-vehicle-search",
  standalone: true,
  imports: [ReactiveFormsModule, RouterLink, PlatePipe, TranslocoPipe],
  templateUrl: "./vehicle-search.component.html",
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class VehicleSearchComponent implements OnInit {
  private readonly vehicles = inject(VehicleService);
  private readonly destroyRef = inject(DestroyRef);

  readonly query = new FormControl("", { nonNullable: true });
  readonly results = signal<Vehicle[]>([]);
  readonly error = signal<string | null>(null);
  readonly showingRecent = signal(true);
  readonly loading = signal(false);

  ngOnInit(): void {
    this.vehicles
      .recent(10)
      .pipe(takeUntilDestroyed(this.destroyRef))
      .subscribe((list) => this.results.set(list));

    this.query.valueChanges
      .pipe(
        map((q) => q.trim()),
        debounceTime(300),
        distinctUntilChanged(),
        tap(() => {
          this.error.set(null);
          this.loading.set(true);
        }),
        switchMap((q) =>
          (q.length < 2 ? this.vehicles.recent(10) : this.vehicles.search(q)).pipe(
            finalize(() => this.loading.set(false)),
            catchError(() => {
              this.error.set("Search failed, try again");
              return of([] as Vehicle[]);
            }),
          ),
        ),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe((list) => {
        this.showingRecent.set(this.query.value.trim().length < 2);
        this.results.set(list);
      });
  }
}
