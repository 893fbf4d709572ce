package com.lanyun.pay.service;

import static org.assertj.core.api.Assertions.*;
import static org.mockito.Mockito.*;

import com.lanyun.pay.domain.OrderStatus;
import com.lanyun.pay.domain.PayOrder;
import com.lanyun.pay.repo.PayOrderRepository;
import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefundServiceTest {

    private PayOrderRepository repo;
    private RefundService service;

    @BeforeEach
    void setUp() {
        repo = mock(PayOrderRepository.class);
        when(repo.save(any())).thenAnswer(inv -> inv.getArgument(0));
        service = new RefundService(repo);
    }

    @Test
    void fullRefundClosesOrder() {
        PayOrder o = new PayOrder(1L, new BigDecimal("100.00"), OrderStatus.PAID);
        when(repo.findById(1L)).thenReturn(Optional.of(o));
        assertThat(service.refund(1L, new BigDecimal("100.00"), "dup").getStatus()).isEqualTo(OrderStatus.REFUNDED);
    }

    @Test
    void partialRefundKeepsOrderOpen() {
        PayOrder o = new PayOrder(2L, new BigDecimal("100.00"), OrderStatus.PAID);
        when(repo.findById(2L)).thenReturn(Optional.of(o));
        assertThat(service.refund(2L, new BigDecimal("30.00"), "damaged").getStatus())
                .isEqualTo(OrderStatus.PARTIALLY_REFUNDED);
    }

    @Test
    void refundingRefundedOrderConflicts() {
        PayOrder o = new PayOrder(3L, new BigDecimal("50.00"), OrderStatus.REFUNDED);
        o.setRefundedAmount(new BigDecimal("50.00"));
        when(repo.findById(3L)).thenReturn(Optional.of(o));
        assertThatThrownBy(() -> service.refund(3L, new BigDecimal("1.00"), "again"))
                .isInstanceOf(RefundConflictException.class);
    }
}
