-- notes の RLS ポリシー
-- 自分のメモだけ読み書きできるようにする (#14)

create policy "notes_select_own"
  on public.notes for select
  to authenticated
  using (true);

create policy "notes_insert_own"
  on public.notes for insert
  to authenticated
  with check (auth.uid() = user_id);

create policy "notes_update_own"
  on public.notes for update
  to authenticated
  using (auth.uid() = user_id)
  with check (auth.uid() = user_id);

create policy "notes_delete_own"
  on public.notes for delete
  to authenticated
  using (auth.uid() = user_id);
