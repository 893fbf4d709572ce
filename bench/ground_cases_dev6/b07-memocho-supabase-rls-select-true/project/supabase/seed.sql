-- ローカル開発用のテストユーザー (パスワードはどちらも password123)
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at, raw_app_meta_data, raw_user_meta_data)
values
  ('00000000-0000-0000-0000-000000000000', '11111111-1111-1111-1111-111111111111', 'authenticated', 'authenticated',
   'alice@example.com', crypt('password123', gen_salt('bf')), now(), now(), now(), '{"provider":"email","providers":["email"]}', '{}'),
  ('00000000-0000-0000-0000-000000000000', '22222222-2222-2222-2222-222222222222', 'authenticated', 'authenticated',
   'bob@example.com', crypt('password123', gen_salt('bf')), now(), now(), now(), '{"provider":"email","providers":["email"]}', '{}');

insert into public.notes (user_id, title, body) values
  ('11111111-1111-1111-1111-111111111111', '買い物', '牛乳、卵、食パン'),
  ('11111111-1111-1111-1111-111111111111', '読みたい本', '『リーダブルコード』'),
  ('22222222-2222-2222-2222-222222222222', '会議メモ', '来週のリリース判定');

insert into public.todos (user_id, title, due_on) values
  ('11111111-1111-1111-1111-111111111111', '確定申告の書類', '2024-06-30'),
  ('22222222-2222-2222-2222-222222222222', 'PR レビュー', null);
