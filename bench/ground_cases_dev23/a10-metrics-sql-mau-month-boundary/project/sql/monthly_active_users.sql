-- Monthly active users (MAU) per plan, for the finance dashboard.
-- Parameters: %(month)s  any date inside the month to report, e.g. '2025-10-01'
--
-- A user is active in a month if they have at least one qualifying event in it.
-- Internal/test accounts and deleted users are excluded.
-- Owner: data-eng (#metrics). Finance reconciles this number every month.
-- events.occurred_at is timestamptz; jobs/db.py pins the session to UTC.

with qualifying_events as (
    select e.user_id
    from events e
    where e.event_type in ('session_start', 'document_edit', 'comment_create', 'export_run')
      and e.occurred_at::date >= date_trunc('month', %(month)s::date)::date
      and e.occurred_at::date <= (date_trunc('month', %(month)s::date) + interval '1 month')::date
),
active_users as (
    select distinct q.user_id
    from qualifying_events q
)
select
    coalesce(p.code, 'free')   as plan,
    count(distinct a.user_id)  as mau
from active_users a
join users u on u.id = a.user_id
left join subscriptions s on s.account_id = u.account_id and s.status = 'active'
left join plans p on p.id = s.plan_id
where u.deleted_at is null
  and not u.is_internal
group by 1
order by 2 desc;
