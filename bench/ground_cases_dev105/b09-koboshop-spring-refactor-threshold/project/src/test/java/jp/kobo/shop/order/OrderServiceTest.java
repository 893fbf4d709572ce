package jp.kobo.shop.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import jp.kobo.shop.shipping.ShippingFeeCalculator;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private final OrderService service = new OrderService(new ShippingFeeCalculator());

    private static OrderService.Line line(String price, int qty) {
        return new OrderService.Line("SKU", new BigDecimal(price), qty);
    }

    @Test
    void addsShippingToSubtotal() {
        OrderService.Quote q = service.quote(List.of(line("1200", 2)), "東京都", false);
        assertThat(q.total()).isEqualByComparingTo("3000");
    }

    @Test
    void freeShippingExactlyAtThreshold() {
        OrderService.Quote q = service.quote(List.of(line("2500", 2)), "大阪府", false);
        assertThat(q.shipping()).isEqualByComparingTo("0");
    }

    @Test
    void rejectsEmptyOrders() {
        assertThatThrownBy(() -> service.quote(List.of(), "東京都", false))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
