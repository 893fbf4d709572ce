import { Component, inject, signal } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { HttpClient } from '@angular/common/http';
import { AuthService } from '../core/auth.service';

@Component({
  selector: 'app-login',
  standalone: true,
  imports: [FormsModule],
  template: `
    <form (ngSubmit)="submit()">
      <input name="email" type="email" [(ngModel)]="email" required />
      <input name="password" type="password" [(ngModel)]="password" required />
      <button type="submit" [disabled]="busy()">Sign in</button>
      @if (failed()) { <p role="alert">Sign-in failed</p> }
    </form>
  `,
})
export class LoginComponent {
  private readonly http = inject(HttpClient);
  private readonly auth = inject(AuthService);
  email = '';
  password = '';
  readonly busy = signal(false);
  readonly failed = signal(false);

  submit(): void {
    this.busy.set(true);
    this.http.post<{ token: string }>('/api/v1/session', { email: this.email, password: this.password }).subscribe({
      next: ({ token }) => this.auth.login(token),
      error: () => {
        this.failed.set(true);
        this.busy.set(false);
      },
    });
  }
}
