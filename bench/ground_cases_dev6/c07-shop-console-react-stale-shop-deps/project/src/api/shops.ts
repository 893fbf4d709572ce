import { http } from "./client";

export interface Shop {
  id: number;
  name: string;
}

export function fetchMyShops() {
  return http.get<never, Shop[]>("/me/shops");
}
