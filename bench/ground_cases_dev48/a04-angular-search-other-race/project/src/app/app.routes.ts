import { Routes } from "@angular/router";

import { authGuard } from "./auth/auth.guard";

export const routes: Routes = [
  { path: "", pathMatch: "full", redirectTo: "vehicles" },
  {
    path: "vehicles",
    canActivate: [authGuard],
    loadComponent: () => import("./vehicles/vehicle-search.component").then((m) => m.VehicleSearchComponent),
  },
  {
    path: "vehicles/:id",
    canActivate: [authGuard],
    loadComponent: () => import("./vehicles/vehicle-detail.component").then((m) => m.VehicleDetailComponent),
  },
  { path: "**", redirectTo: "vehicles" },
];
