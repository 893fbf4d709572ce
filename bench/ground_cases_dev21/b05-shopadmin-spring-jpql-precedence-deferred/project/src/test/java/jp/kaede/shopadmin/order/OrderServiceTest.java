package jp.kaede.shopadmin.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.when;

import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class OrderServiceTest {

    @Mock
    OrderRepository orderRepository;

    @InjectMocks
    OrderService orderService;

    @Test
    void dashboardCountsOpenAndProcessing() {
        when(orderRepository.countOpenOrders(1L)).thenReturn(5L);
        when(orderRepository.findByShopIdAndStatus(1L, OrderStatus.PROCESSING)).thenReturn(List.of());

        var counts = orderService.dashboard(1L);

        assertThat(counts.open()).isEqualTo(5L);
        assertThat(counts.processing()).isZero();
    }

    @Test
    void monthlySalesUsesHalfOpenMonthRange() {
        var from = LocalDateTime.of(2025, 10, 1, 0, 0);
        var to = LocalDateTime.of(2025, 11, 1, 0, 0);
        when(orderRepository.summarizeSales(3L, from, to)).thenReturn(new MonthlySales(12, 84_300));

        var result = orderService.monthlySales(3L, YearMonth.of(2025, 10));

        assertThat(result.orderCount()).isEqualTo(12);
        assertThat(result.totalAmount()).isEqualTo(84_300);
    }

    @Test
    void monthlySalesHandlesDecemberRollover() {
        var from = LocalDateTime.of(2025, 12, 1, 0, 0);
        var to = LocalDateTime.of(2026, 1, 1, 0, 0);
        when(orderRepository.summarizeSales(3L, from, to)).thenReturn(new MonthlySales(0, 0));

        var result = orderService.monthlySales(3L, YearMonth.of(2025, 12));

        assertThat(result.orderCount()).isZero();
    }
}
