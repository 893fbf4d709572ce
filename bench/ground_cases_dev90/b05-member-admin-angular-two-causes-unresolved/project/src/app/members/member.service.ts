import { HttpClient } from '@angular/common/http'
import { Injectable, inject } from '@angular/core'
import { Observable, map } from 'rxjs'

export interface Member {
  id: number
  name: string
  email: string
  plan: 'free' | 'standard' | 'premium'
  note: string
}

@Injectable({ providedIn: 'root' })
export class MemberService {
  private http = inject(HttpClient)

  get(id: number): Observable<Member> {
    return this.http.get<Member>(`/api/members/${id}`)
  }

  update(id: number, body: Partial<Member>): Observable<Member> {
    return this.http.put<Member>(`/api/members/${id}`, body)
  }

  emailTaken(email: string, exceptId: number): Observable<boolean> {
    return this.http
      .get<{ taken: boolean; id?: number }>(`/api/members/email-check`, { params: { email } })
      .pipe(map((res) => res.taken && res.id !== exceptId))
  }
}
