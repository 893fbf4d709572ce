import { error, fail } from "@sveltejs/kit";

import { sql } from "$lib/server/db";

import type { Actions, PageServerLoad } from "./$types";

export const load: PageServerLoad = async ({ locals }) => {
  if (!locals.staff) error(403, "Staff only");
  // to_char keeps the DATE as the clinic wrote it, no JS Date involved
  const rows = await sql`
    SELECT b.id, to_char(b.day, 'YYYY-MM-DD') AS day, b.start_time, c.email AS customer_email,
           b.service_name, b.practitioner, b.status
    FROM bookings b JOIN customers c ON c.id = b.customer_id
    WHERE b.day >= CURRENT_DATE - 7
    ORDER BY b.day, b.start_time`;
  return { rows };
};

export const actions: Actions = {
  markDone: async ({ request, locals }) => {
    if (!locals.staff) error(403, "Staff only");
    const id = (await request.formData()).get("id");
    if (typeof id !== "string") return fail(400, { message: "Missing id" });
    await sql`UPDATE bookings SET status = 'done' WHERE id = ${id} AND status = 'booked'`;
    return { done: id };
  },
  noShow: async ({ request, locals }) => {
    if (!locals.staff) error(403, "Staff only");
    const id = (await request.formData()).get("id");
    if (typeof id !== "string") return fail(400, { message: "Missing id" });
    await sql`UPDATE bookings SET status = 'cancelled', no_show = true WHERE id = ${id}`;
    return { noShow: id };
  },
};
