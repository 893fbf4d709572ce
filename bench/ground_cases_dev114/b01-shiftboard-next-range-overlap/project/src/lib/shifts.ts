import { createClient } from "@supabase/supabase-js";

export const PAGE_SIZE = 50;

export type Shift = {
  id: number;
  staff_name: string;
  store: string;
  starts_at: string;
  ends_at: string;
  role: "hall" | "kitchen" | "cashier";
};

export type ShiftPage = {
  rows: Shift[];
  total: number;
};

const supabase = createClient(
  process.env.NEXT_PUBLIC_SUPABASE_URL ?? "",
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? "",
);

/** `page` starts at 1. */
export async function fetchShifts(page: number, staff = "", pageSize = PAGE_SIZE): Promise<ShiftPage> {
  const from = (page - 1) * pageSize;
  const to = from + pageSize;
  let query = supabase.from("shifts").select("*", { count: "exact" });
  const name = staff.trim();
  if (name) {
    query = query.ilike("staff_name", `%${name.replace(/[%_]/g, "\\$&")}%`);
  }
  const { data, count, error } = await query
    .order("starts_at", { ascending: true })
    .order("id", { ascending: true })
    .range(from, to);
  if (error) {
    throw new Error(`shifts: ${error.message}`);
  }
  return { rows: (data ?? []) as Shift[], total: count ?? 0 };
}

export function totalPages(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
