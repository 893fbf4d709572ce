package com.lvtu.order.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.lvtu.order.domain.Order;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvExporterTest {

    private static Order order(String remark) {
        Order o = new Order("20251101A7", 7L, false, new BigDecimal("88.00"), remark, Instant.parse("2025-11-01T02:00:00Z"));
        o.setPayable(new BigDecimal("88.00"));
        return o;
    }

    @Test
    void startsWithBomAndHeader() {
        String csv = new CsvExporter().export(List.of());
        assertThat(csv).isEqualTo("\uFEFF" + CsvExporter.HEADER + "\r\n");
    }

    @Test
    void escapesQuotesInRemark() {
        assertThat(CsvExporter.escape("说\"快点\"")).isEqualTo("\"说\"\"快点\"\"\"");
    }

    @Test
    void escapesCommaInRemark() {
        assertThat(CsvExporter.escape("不要香菜,多放辣")).isEqualTo("\"不要香菜,多放辣\"");
    }

    @Test
    void formatsTimeInShanghai() {
        String csv = new CsvExporter().export(List.of(order(null)));
        assertThat(csv).contains("2025-11-01 10:00:00");
    }
}
