-- 最終ログイン日時
ALTER TABLE members ADD COLUMN last_login_at TIMESTAMPTZ;

CREATE INDEX idx_members_last_login_at ON members (last_login_at);
