import { Component } from '@angular/core';
import { RouterOutlet, RouterLink } from '@angular/router';

@Component({
  selector: 'app-root',
  standalone: true,
  imports: [RouterOutlet, RouterLink],
  template: `
    <header class="top">
      <a routerLink="/products">商品</a>
    </header>
    <router-outlet />
  `,
})
export class AppComponent {}
