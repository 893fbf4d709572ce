package jp.hanamaru.shop.order;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

@SpringBootTest
@Testcontainers
class OrderServiceTest {

    @Container
    @ServiceConnection
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:16-alpine");

    @Autowired
    OrderService orderService;

    @Autowired
    PointAccountRepository accounts;

    @Test
    void cardOrderUnderThresholdPaysShipping() {
        Order order = TestOrders.card(List.of(TestOrders.item("1000", 2)));
        assertThat(orderService.calculateTotal(order)).isEqualByComparingTo("2500");
    }

    @Test
    void freeShippingFromThreshold() {
        Order order = TestOrders.card(List.of(TestOrders.item("1500", 2)));
        assertThat(orderService.calculateTotal(order)).isEqualByComparingTo("3000");
    }

    @Test
    void fixedCouponOnCard() {
        Order order = TestOrders.card(List.of(TestOrders.item("1000", 1)));
        order.setCoupon(TestOrders.fixedCoupon(300));
        assertThat(orderService.calculateTotal(order)).isEqualByComparingTo("1200");
    }

    @Test
    void shouldApplyCouponOnceWithPoints() {
        accounts.save(TestOrders.pointAccount(42L, 0));
        Order order = TestOrders.points(42L, List.of(TestOrders.item("1000", 1)));
        order.setCoupon(TestOrders.percentCoupon(10));
        // 1000 - 10% = 900, + shipping 500
        assertThat(orderService.calculateTotal(order)).isEqualByComparingTo("1400");
    }
}
