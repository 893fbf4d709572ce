import { AsyncPipe, DatePipe } from '@angular/common'
import { Component, inject } from '@angular/core'
import { HttpClient } from '@angular/common/http'
import { RouterLink } from '@angular/router'
import { Member } from './member.service'

@Component({
  selector: 'app-member-list',
  standalone: true,
  imports: [AsyncPipe, DatePipe, RouterLink],
  template: `
    <table class="members">
      <tr>
        <th>ID</th>
        <th>氏名</th>
        <th>プラン</th>
        <th></th>
      </tr>
      @for (m of members$ | async; track m.id) {
        <tr>
          <td>{{ m.id }}</td>
          <td>{{ m.name }}</td>
          <td>{{ planLabel[m.plan] }}</td>
          <td><a [routerLink]="['/members', m.id, 'edit']">編集</a></td>
        </tr>
      }
    </table>
  `,
})
export class MemberListComponent {
  private http = inject(HttpClient)
  members$ = this.http.get<Member[]>('/api/members')
  planLabel: Record<Member['plan'], string> = { free: '無料', standard: 'スタンダード', premium: 'プレミアム' }
}
