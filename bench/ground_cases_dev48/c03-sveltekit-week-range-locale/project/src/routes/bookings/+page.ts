import type { Booking } from '$lib/types';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ fetch }) => {
  const res = await fetch('/api/bookings?upcoming=1');
  const bookings: Booking[] = res.ok ? await res.json() : [];
  return { bookings };
};
