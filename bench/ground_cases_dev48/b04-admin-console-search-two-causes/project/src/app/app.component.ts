import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-root',
  standalone: true,
  imports: [RouterOutlet, RouterLink],
  template: `
    <header class="topbar">
      <a routerLink="/">Admin Console</a>
      <nav><a routerLink="/users">Users</a></nav>
    </header>
    <router-outlet />
  `,
})
export class AppComponent {}
