package com.acme.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;

class OrderServiceTest {

    private final OrderService service = new OrderService(new PriceCalculator(), mock(JdbcTemplate.class));

    private static final OrderService.Customer GUEST = new OrderService.Customer(1, "guest", false);
    private static final OrderService.Customer MEMBER = new OrderService.Customer(2, "member", true);

    private static PriceCalculator.Line line(int qty, String price) {
        return new PriceCalculator.Line("SKU-9", qty, new BigDecimal(price));
    }

    @Test
    void guestOrderTotals() {
        var q = service.preview(GUEST, List.of(line(2, "15.00")));
        assertThat(q.subtotal()).isEqualByComparingTo("30.00");
        assertThat(q.total()).isEqualByComparingTo("40.00");
    }

    @Test
    void memberOrderKeepsFreeShipping() {
        // 100.00 of goods, 5.00 member discount: still free shipping (decided before the discount)
        var q = service.preview(MEMBER, List.of(line(2, "50.00")));
        assertThat(q.discount()).isEqualByComparingTo("5.00");
        assertThat(q.shipping()).isEqualByComparingTo("0.00");
        assertThat(q.total()).isEqualByComparingTo("95.00");
    }

    @Test
    void amountToFreeShippingForSmallBasket() {
        var missing = service.amountToFreeShipping(GUEST, List.of(line(1, "60.00")));
        assertThat(missing.signum()).isPositive();
    }
}
