import { Routes } from '@angular/router'

export const routes: Routes = [
  { path: '', pathMatch: 'full', redirectTo: 'members' },
  {
    path: 'members',
    loadComponent: () => import('./members/member-list.component').then((m) => m.MemberListComponent),
  },
  {
    path: 'members/:id/edit',
    loadComponent: () => import('./members/member-edit.component').then((m) => m.MemberEditComponent),
  },
  { path: '**', redirectTo: 'members' },
]
