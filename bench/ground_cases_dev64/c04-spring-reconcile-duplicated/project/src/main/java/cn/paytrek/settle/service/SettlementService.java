package cn.paytrek.settle.service;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import org.springframework.dao.TransientDataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Service;

@Service
public class SettlementService {
    private final JdbcTemplate jdbc;

    public SettlementService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Long> merchantsWithActivity(LocalDate bizDate) {
        return jdbc.queryForList(
                "SELECT DISTINCT merchant_id FROM payments WHERE status = 'CAPTURED' AND DATE(captured_at) = ?",
                Long.class, bizDate);
    }

    @Retryable(retryFor = TransientDataAccessException.class, maxAttempts = 3, backoff = @Backoff(delay = 2000))
    public void settleMerchant(long merchantId, LocalDate bizDate) {
        BigDecimal gross = jdbc.queryForObject(
                "SELECT COALESCE(SUM(amount), 0) FROM payments WHERE merchant_id = ? AND status = 'CAPTURED' AND DATE(captured_at) = ?",
                BigDecimal.class, merchantId, bizDate);
        BigDecimal fee = gross.multiply(new BigDecimal("0.006")).setScale(2, java.math.RoundingMode.HALF_UP);
        jdbc.update(
                "INSERT INTO settlements (merchant_id, biz_date, gross, fee, net, status) VALUES (?, ?, ?, ?, ?, 'PENDING')",
                merchantId, bizDate, gross, fee, gross.subtract(fee));
        jdbc.update(
                "UPDATE merchant_balances SET pending = pending + ? WHERE merchant_id = ?",
                gross.subtract(fee), merchantId);
    }
}
