import { DatePipe } from '@angular/common';
import { Component, input, output } from '@angular/core';
import { AdminUser, UserSort } from './user.model';

@Component({
  selector: 'app-user-table',
  standalone: true,
  imports: [DatePipe],
  template: `
    <table class="table" [class.is-loading]="loading()">
      <thead>
        <tr>
          <th (click)="sortChange.emit('name')" [attr.aria-sort]="ariaSort('name')">姓名</th>
          <th (click)="sortChange.emit('email')" [attr.aria-sort]="ariaSort('email')">邮箱</th>
          <th>角色</th>
          <th (click)="sortChange.emit('lastLoginAt')" [attr.aria-sort]="ariaSort('lastLoginAt')">最近登录</th>
        </tr>
      </thead>
      <tbody>
        @for (u of rows(); track u.id) {
          <tr [class.disabled]="u.disabled">
            <td>{{ u.name }}</td>
            <td>{{ u.email }}</td>
            <td>{{ u.role }}</td>
            <td>{{ u.lastLoginAt ? (u.lastLoginAt | date: 'yyyy-MM-dd HH:mm') : '从未登录' }}</td>
          </tr>
        }
      </tbody>
    </table>
  `,
})
export class UserTableComponent {
  rows = input.required<AdminUser[]>();
  loading = input(false);
  sort = input.required<UserSort>();
  dir = input.required<'asc' | 'desc'>();
  sortChange = output<UserSort>();

  ariaSort(col: UserSort): 'ascending' | 'descending' | 'none' {
    if (this.sort() !== col) return 'none';
    return this.dir() === 'asc' ? 'ascending' : 'descending';
  }
}
