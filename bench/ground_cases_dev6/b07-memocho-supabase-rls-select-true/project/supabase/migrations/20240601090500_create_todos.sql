create table public.todos (
  id         bigint generated always as identity primary key,
  user_id    uuid not null references auth.users (id) on delete cascade default auth.uid(),
  title      text not null,
  done       boolean not null default false,
  due_on     date,
  created_at timestamptz not null default now()
);

create index todos_user_id_idx on public.todos (user_id);

alter table public.todos enable row level security;

create policy "todos_select_own"
  on public.todos for select
  to authenticated
  using (auth.uid() = user_id);

create policy "todos_insert_own"
  on public.todos for insert
  to authenticated
  with check (auth.uid() = user_id);

create policy "todos_update_own"
  on public.todos for update
  to authenticated
  using (auth.uid() = user_id)
  with check (auth.uid() = user_id);

create policy "todos_delete_own"
  on public.todos for delete
  to authenticated
  using (auth.uid() = user_id);
