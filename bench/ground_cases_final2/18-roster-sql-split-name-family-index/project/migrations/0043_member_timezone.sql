ALTER TABLE members ADD COLUMN timezone text NOT NULL DEFAULT 'Europe/London';
