import { Routes } from '@angular/router';
import { authGuard } from './core/auth.guard';

export const routes: Routes = [
  { path: '', pathMatch: 'full', redirectTo: 'users' },
  { path: 'login', loadComponent: () => import('./auth/login.component').then((m) => m.LoginComponent) },
  {
    path: 'users',
    canActivate: [authGuard],
    loadComponent: () => import('./users/user-list.component').then((m) => m.UserListComponent),
  },
  { path: '**', redirectTo: 'users' },
];
