package cn.paytrek.settle.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBootTest
class SettlementServiceTest {
    @Autowired SettlementService service;
    @Autowired JdbcTemplate jdbc;

    @Test
    void settlesCapturedPaymentsWithFee() {
        jdbc.update("INSERT INTO merchant_balances (merchant_id) VALUES (42)");
        jdbc.update("INSERT INTO payments (merchant_id, amount, status, captured_at) VALUES (42, 1000.00, 'CAPTURED', '2025-11-01 10:00:00')");
        service.settleMerchant(42L, LocalDate.of(2025, 11, 1));
        BigDecimal net = jdbc.queryForObject(
                "SELECT net FROM settlements WHERE merchant_id = 42 AND biz_date = '2025-11-01'", BigDecimal.class);
        assertThat(net).isEqualByComparingTo("994.00");
    }
}
