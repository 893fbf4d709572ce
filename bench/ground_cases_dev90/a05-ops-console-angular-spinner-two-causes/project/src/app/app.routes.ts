import { Routes } from "@angular/router";
import { AuditLogComponent } from "./audit/audit-log.component";
import { UsersComponent } from "./users/users.component";

export const routes: Routes = [
  { path: "", pathMatch: "full", redirectTo: "users" },
  { path: "users", component: UsersComponent },
  { path: "audit", component: AuditLogComponent },
];
