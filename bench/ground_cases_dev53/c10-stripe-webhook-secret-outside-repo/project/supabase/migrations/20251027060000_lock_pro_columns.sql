-- Users may edit their own profile, but never the billing columns: only the Stripe webhook
-- (service role, bypasses RLS and column grants) writes those.
revoke update on public.profiles from authenticated;
grant update (display_name, timezone) on public.profiles to authenticated;
