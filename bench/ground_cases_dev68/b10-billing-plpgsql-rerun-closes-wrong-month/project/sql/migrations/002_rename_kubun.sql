-- 他システムとの連携に合わせて列名を統一 (kubun -> kbn)
ALTER TABLE usages RENAME COLUMN kubun TO kbn;
