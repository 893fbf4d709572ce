import { Component, OnInit, inject } from "@angular/core";
import { DatePipe } from "@angular/common";
import { HttpClient } from "@angular/common/http";

interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  at: string;
}

@Component({
  selector: "app-audit-log",
  standalone: true,
  imports: [DatePipe],
  template: `
    <h2>Audit log</h2>
    <ul class="audit">
      @for (entry of entries; track entry.id) {
        <li>
          <time [attr.datetime]="entry.at">{{ entry.at | date: "yyyy-MM-dd HH:mm:ss" }}</time>
          <strong>{{ entry.actor }}</strong> {{ entry.action }}
        </li>
      }
    </ul>
  `,
})
export class AuditLogComponent implements OnInit {
  private http = inject(HttpClient);
  entries: AuditEntry[] = [];

  ngOnInit(): void {
    this.http.get<AuditEntry[]>("/api/audit?limit=100").subscribe((e) => (this.entries = e));
  }
}
