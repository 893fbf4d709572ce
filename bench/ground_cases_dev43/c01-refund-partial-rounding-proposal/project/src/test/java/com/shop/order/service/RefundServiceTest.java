package com.shop.order.service;

import com.shop.order.entity.Order;
import com.shop.order.enums.OrderStatus;
import com.shop.order.mapper.OrderMapper;
import com.shop.order.mapper.RefundMapper;
import com.shop.order.pay.WxPayClient;
import com.shop.order.pay.WxRefundRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.*;

class RefundServiceTest {

    private OrderMapper orderMapper;
    private RefundMapper refundMapper;
    private WxPayClient wxPayClient;
    private RefundService service;

    @BeforeEach
    void setUp() {
        orderMapper = mock(OrderMapper.class);
        refundMapper = mock(RefundMapper.class);
        wxPayClient = mock(WxPayClient.class);
        service = new RefundService(orderMapper, refundMapper, wxPayClient);
    }

    private Order paidOrder(long payFen) {
        Order o = new Order();
        o.setId(1L);
        o.setOrderNo("SO20250301000001");
        o.setPayAmount(payFen);
        o.setStatus(OrderStatus.PAID);
        return o;
    }

    @Test
    void refundAll_refundsPayAmountInFen() {
        when(orderMapper.selectById(1L)).thenReturn(paidOrder(8990));
        when(refundMapper.sumRefunded(1L)).thenReturn(0L);
        service.refundAll(1L, "不想要了");
        ArgumentCaptor<WxRefundRequest> req = ArgumentCaptor.forClass(WxRefundRequest.class);
        verify(wxPayClient).refund(req.capture());
        assertThat(req.getValue().getRefundFen()).isEqualTo(8990L);
    }

    @Test
    void refundItems_rejectsEmptySelection() {
        when(orderMapper.selectById(1L)).thenReturn(paidOrder(1000));
        when(orderMapper.selectItems(1L)).thenReturn(java.util.List.of());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> service.refundItems(1L, java.util.List.of(9L), "x"))
                .hasMessageContaining("没有选中");
    }
}
