-- 0013_refund_reasons_seed.sql
INSERT INTO refund_reasons (code) VALUES ('damaged'), ('late'), ('duplicate'), ('other');
