package com.acme.mall.pay;

import com.acme.mall.pay.order.Order;
import com.acme.mall.pay.order.OrderRepository;
import com.acme.mall.pay.order.OrderStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

class PayCallbackServiceTest {

    private OrderRepository orders;
    private PayCallbackService service;
    private Order order;

    @BeforeEach
    void setUp() {
        orders = mock(OrderRepository.class);
        SignVerifier verifier = mock(SignVerifier.class);
        when(verifier.verifyWx(any())).thenReturn(true);
        service = new PayCallbackService(orders, verifier);
        order = new Order();
        order.setNumber("SO1001");
        order.setStatus(OrderStatus.UNPAID);
        order.setPayAmount(new BigDecimal("88.88"));
        when(orders.findByNumberForUpdate("SO1001")).thenReturn(Optional.of(order));
    }

    @Test
    void wxNotifyMarksOrderPaid() {
        service.handleWx(notify(8888));
        assertEquals(OrderStatus.PAID, order.getStatus());
    }

    @Test
    void wxNotifyRejectsWrongAmount() {
        assertThrows(AmountMismatchException.class, () -> service.handleWx(notify(100)));
    }

    private static WxPayNotify notify(int fen) {
        WxPayNotify n = new WxPayNotify();
        n.setOutTradeNo("SO1001");
        n.setTransactionId("4200001234");
        n.setTotalFee(fen);
        return n;
    }
}
