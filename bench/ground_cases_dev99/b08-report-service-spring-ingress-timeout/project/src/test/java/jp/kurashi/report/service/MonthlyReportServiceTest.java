package jp.kurashi.report.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;
import org.springframework.boot.test.autoconfigure.orm.jpa.TestEntityManager;
import org.springframework.context.annotation.Import;

import jp.kurashi.report.domain.Order;
import jp.kurashi.report.domain.OrderLine;
import jp.kurashi.report.pdf.PdfRenderer;

@DataJpaTest
@Import({MonthlyReportService.class, PdfRenderer.class})
class MonthlyReportServiceTest {

    @Autowired
    TestEntityManager em;

    @Autowired
    MonthlyReportService service;

    @Test
    void totalsByCategorySkippingCancelled() {
        Order a = new Order(1L, 7L, OffsetDateTime.of(2024, 10, 3, 12, 0, 0, 0, ZoneOffset.ofHours(9)), "PAID");
        a.getLines().add(new OrderLine(11L, a, "A-1", "食品", 2, new BigDecimal("300")));
        a.getLines().add(new OrderLine(12L, a, "B-1", "日用品", 1, new BigDecimal("980")));
        Order b = new Order(2L, 7L, OffsetDateTime.of(2024, 10, 4, 12, 0, 0, 0, ZoneOffset.ofHours(9)), "CANCELLED");
        b.getLines().add(new OrderLine(21L, b, "A-1", "食品", 5, new BigDecimal("300")));
        em.persist(a);
        em.persist(b);
        em.flush();
        em.clear();

        var totals = service.categoryTotals(7L, YearMonth.of(2024, 10));

        assertThat(totals).extracting(MonthlyReportService.CategoryTotal::category).containsExactly("日用品", "食品");
        assertThat(totals.get(1).amount()).isEqualByComparingTo("600");
    }
}
