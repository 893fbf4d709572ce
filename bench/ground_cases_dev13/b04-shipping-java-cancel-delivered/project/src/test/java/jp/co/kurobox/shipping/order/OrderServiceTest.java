package jp.co.kurobox.shipping.order;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import jp.co.kurobox.shipping.payment.PaymentClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OrderServiceTest {

    private final OrderRepository orders = mock(OrderRepository.class);
    private final PaymentClient payments = mock(PaymentClient.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-17T03:00:00Z"), ZoneOffset.UTC);
    private OrderService service;

    @BeforeEach
    void setUp() {
        service = new OrderService(orders, payments, clock);
        when(orders.save(org.mockito.ArgumentMatchers.any())).thenAnswer(inv -> inv.getArgument(0));
    }

    private Order order(OrderStatus status) {
        Order o = new Order("c-1", "pay_123", 4980, "150-0001", "東京都渋谷区神宮前1-2-3");
        o.markStatus(status);
        when(orders.findById(1L)).thenReturn(Optional.of(o));
        return o;
    }

    @Test
    void cancelRefundsPaidOrder() {
        order(OrderStatus.PAID);
        Order result = service.cancel(1L, "customer request");
        assertThat(result.getStatus()).isEqualTo(OrderStatus.CANCELLED);
        verify(payments).refund("pay_123", 4980);
    }

    @Test
    void cannotCancelShippedOrder() {
        order(OrderStatus.SHIPPED);
        assertThatThrownBy(() -> service.cancel(1L, "late")).isInstanceOf(IllegalStateException.class);
        verify(payments, never()).refund(org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.anyLong());
    }

    @Test
    void changeAddressNormalizesPostalCode() {
        order(OrderStatus.PAID);
        Order result = service.changeAddress(1L, new AddressRequest("1060032", "東京都港区六本木6-10-1\u3000森タワー"));
        assertThat(result.getPostalCode()).isEqualTo("106-0032");
        assertThat(result.getAddress()).isEqualTo("東京都港区六本木6-10-1 森タワー");
    }

    @Test
    void cannotChangeAddressAfterShipping() {
        order(OrderStatus.SHIPPED);
        assertThatThrownBy(() -> service.changeAddress(1L, new AddressRequest("106-0032", "東京都港区")))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void cancellingTwiceIsNoop() {
        order(OrderStatus.CANCELLED);
        service.cancel(1L, "again");
        verify(payments, never()).refund(org.mockito.ArgumentMatchers.any(), org.mockito.ArgumentMatchers.anyLong());
    }
}
