-- CREATE INDEX CONCURRENTLY 不能在事务块中执行，
-- 本脚本通过 V43__index_payments_refund_status.sql.conf 关闭事务
CREATE INDEX CONCURRENTLY IF NOT EXISTS idx_payments_refund_status
    ON payments (refund_status)
    WHERE refund_status <> 'none';
