package com.acme.erpimport.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class OrderLineProcessorTest {

    private final OrderLineProcessor processor = new OrderLineProcessor();

    private static ErpOrderLine line(String qty, String price, String date) {
        ErpOrderLine l = new ErpOrderLine();
        l.setOrderNo(" SO-1001 ");
        l.setLineNo("1");
        l.setSku("ab-12");
        l.setQuantity(qty);
        l.setUnitPrice(price);
        l.setCurrency("eur");
        l.setOrderDate(date);
        return l;
    }

    @Test
    void mapsColumns() {
        OrderLine out = processor.process(line("3", "12,50", "2025-10-30"));
        assertThat(out.orderNo()).isEqualTo("SO-1001");
        assertThat(out.sku()).isEqualTo("AB-12");
        assertThat(out.unitPrice()).isEqualByComparingTo(new BigDecimal("12.50"));
        assertThat(out.orderDate()).isEqualTo(LocalDate.of(2025, 10, 30));
    }

    @Test
    void blankPriceIsZero() {
        assertThat(processor.process(line("1", "", "2025-10-30")).unitPrice()).isEqualByComparingTo(BigDecimal.ZERO);
        assertThat(OrderLineProcessor.parseAmount(null)).isEqualByComparingTo(BigDecimal.ZERO);
    }

    @Test
    void filtersCancelledLines() {
        assertThat(processor.process(line("0", "1.00", "2025-10-30"))).isNull();
    }
}
