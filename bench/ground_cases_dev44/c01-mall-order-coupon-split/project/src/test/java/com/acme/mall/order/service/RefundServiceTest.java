package com.acme.mall.order.service;

import com.acme.mall.order.domain.Order;
import com.acme.mall.order.domain.RefundOrder;
import com.acme.mall.order.dto.RefundRequest;
import com.acme.mall.order.exception.BizException;
import com.acme.mall.order.mapper.OrderMapper;
import com.acme.mall.order.mapper.RefundMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.*;

class RefundServiceTest {

    OrderMapper orderMapper = mock(OrderMapper.class);
    RefundMapper refundMapper = mock(RefundMapper.class);
    CouponSplitService couponSplitService = mock(CouponSplitService.class);
    PayGateway payGateway = mock(PayGateway.class);
    RefundService service;

    @BeforeEach
    void setUp() {
        service = new RefundService(orderMapper, refundMapper, couponSplitService, payGateway);
    }

    @Test
    void apply_orderNotFound() {
        when(orderMapper.selectWithItems("NO1")).thenReturn(null);
        assertThatThrownBy(() -> service.apply(req("NO1", 1L, "1.00")))
                .isInstanceOf(BizException.class);
    }

    @Test
    void apply_rejectsZero() {
        when(orderMapper.selectWithItems("NO1")).thenReturn(new Order());
        when(couponSplitService.paidFenOf(any(), any())).thenReturn(1000L);
        assertThatThrownBy(() -> service.apply(req("NO1", 1L, "0")))
                .isInstanceOf(BizException.class);
    }

    @Test
    void apply_convertsYuanToFen() {
        Order order = new Order();
        order.setOrderNo("NO2");
        when(orderMapper.selectWithItems("NO2")).thenReturn(order);
        when(couponSplitService.paidFenOf(any(), any())).thenReturn(5000L);
        RefundOrder refund = service.apply(req("NO2", 7L, "29.90"));
        assertThat(refund.getRefundAmountFen()).isEqualTo(2990L);
        verify(payGateway).refund(any(), any(), eq(2990L));
    }

    @Test
    void apply_rejectsMoreThanPaid() {
        when(orderMapper.selectWithItems("NO3")).thenReturn(new Order());
        when(couponSplitService.paidFenOf(any(), any())).thenReturn(2989L);
        assertThatThrownBy(() -> service.apply(req("NO3", 7L, "29.90")))
                .isInstanceOf(BizException.class);
    }

    static RefundRequest req(String orderNo, Long itemId, String yuan) {
        RefundRequest r = new RefundRequest();
        r.setOrderNo(orderNo);
        r.setItemId(itemId);
        r.setAmount(new BigDecimal(yuan));
        return r;
    }
}
