import { Component, inject } from "@angular/core";
import { AsyncPipe } from "@angular/common";
import { RouterLink, RouterLinkActive, RouterOutlet } from "@angular/router";
import { LoadingService } from "./core/loading.service";

@Component({
  selector: "app-root",
  standalone: true,
  imports: [RouterOutlet, RouterLink, RouterLinkActive, AsyncPipe],
  template: `
    <nav>
      <a routerLink="/users" routerLinkActive="active" ariaCurrentWhenActive="page">Users</a>
      <a routerLink="/audit" routerLinkActive="active" ariaCurrentWhenActive="page">Audit log</a>
    </nav>
    @if (loading.active$ | async) {
      <div class="top-progress" role="progressbar" aria-label="Loading"></div>
    }
    <router-outlet />
  `,
})
export class AppComponent {
  loading = inject(LoadingService);
}
