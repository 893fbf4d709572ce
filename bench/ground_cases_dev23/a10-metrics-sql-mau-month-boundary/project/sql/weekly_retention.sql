-- Week-over-week retention of new signups, for the growth dashboard.
-- Parameters: %(week_start)s  the Monday of the signup cohort week, e.g. '2025-10-06'
--
-- Cohort: users who signed up in the given week (Monday 00:00 UTC, 7 days).
-- Retained in week N: at least one session_start in the N-th week after signup week.

with cohort as (
    select u.id as user_id
    from users u
    where u.created_at >= %(week_start)s::date
      and u.created_at <  %(week_start)s::date + interval '7 days'
      and u.deleted_at is null
      and not u.is_internal
),
activity as (
    select distinct
        e.user_id,
        floor(extract(epoch from (e.occurred_at - %(week_start)s::date)) / 604800)::int as week_n
    from events e
    join cohort c on c.user_id = e.user_id
    where e.event_type = 'session_start'
      and e.occurred_at >= %(week_start)s::date
      and e.occurred_at <  %(week_start)s::date + interval '9 weeks'
)
select
    a.week_n,
    count(*)                                                      as retained,
    round(100.0 * count(*) / nullif((select count(*) from cohort), 0), 1) as pct
from activity a
where a.week_n between 1 and 8
group by a.week_n
order by a.week_n;
