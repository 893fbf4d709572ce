import { error, fail, redirect } from "@sveltejs/kit";

import { cancelBooking, upcomingFor } from "$lib/server/bookings";

import type { Actions, PageServerLoad } from "./$types";

export const load: PageServerLoad = async ({ locals }) => {
  if (!locals.customer) redirect(303, "/login?next=/bookings");
  const bookings = await upcomingFor(locals.customer.id);
  return { bookings };
};

export const actions: Actions = {
  cancel: async ({ request, locals }) => {
    if (!locals.customer) error(401, "Not signed in");
    const data = await request.formData();
    const id = data.get("id");
    if (typeof id !== "string" || !id) {
      return fail(400, { message: "Missing booking id" });
    }
    const ok = await cancelBooking(locals.customer.id, id);
    if (!ok) {
      return fail(409, { message: "This booking can no longer be cancelled" });
    }
    return { cancelled: id };
  },
};
