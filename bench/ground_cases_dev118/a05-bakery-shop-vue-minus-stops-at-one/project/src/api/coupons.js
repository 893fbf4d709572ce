// Coupons come from the shop API (Django REST) as
//   { "code": "WINTER10", "percent_off": "10.00", "min_total": "15.00" }
// snake_case keys, decimals serialised as strings.

export async function fetchCoupon(code) {
  const res = await fetch(`/api/coupons/${encodeURIComponent(code.trim().toUpperCase())}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`coupon lookup failed: HTTP ${res.status}`);
  return res.json();
}
