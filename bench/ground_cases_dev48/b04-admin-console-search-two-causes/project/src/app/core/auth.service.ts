import { Injectable, computed, inject, signal } from '@angular/core';
import { Router } from '@angular/router';

const TOKEN_KEY = 'admin.token';

@Injectable({ providedIn: 'root' })
export class AuthService {
  private readonly router = inject(Router);
  private readonly token = signal<string | null>(localStorage.getItem(TOKEN_KEY));

  readonly isLoggedIn = computed(() => this.token() !== null);

  getToken(): string | null {
    return this.token();
  }

  login(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
    this.token.set(token);
    const returnUrl = this.router.parseUrl(this.router.url).queryParams['returnUrl'];
    // only follow app-internal paths, never an absolute URL from the query string
    const target = typeof returnUrl === 'string' && returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/users';
    void this.router.navigateByUrl(target);
  }

  logout(): void {
    localStorage.removeItem(TOKEN_KEY);
    this.token.set(null);
    void this.router.navigate(['/login'], { queryParams: { returnUrl: this.router.url } });
  }
}
