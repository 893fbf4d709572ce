import { Component, OnInit, inject } from "@angular/core";
import { AsyncPipe, DatePipe } from "@angular/common";
import { LoadingService } from "../core/loading.service";
import { User, UsersService } from "./users.service";

@Component({
  selector: "app-users",
  standalone: true,
  imports: [AsyncPipe, DatePipe],
  templateUrl: "./users.component.html",
})
export class UsersComponent implements OnInit {
  private users = inject(UsersService);
  /** True while any HTTP request is in flight (shared with the top progress bar). */
  busy$ = inject(LoadingService).active$;

  rows: User[] = [];
  loading = false;
  error: string | null = null;

  ngOnInit(): void {
    this.load();
  }

  load(): void {
    this.loading = true;
    this.users.list().subscribe({
      next: (rows) => {
        this.rows = rows;
        this.loading = false;
      },
      error: () => {
        this.error = "Could not load users.";
      },
    });
  }

  remove(user: User): void {
    if (!confirm(`Delete ${user.email}?`)) return;
    this.loading = true;
    this.users.remove(user.id).subscribe(() => this.load());
  }
}
