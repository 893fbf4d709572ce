package com.shop.admin.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.shop.admin.dto.OrderQuery;
import com.shop.admin.dto.OrderRow;
import com.shop.admin.mapper.OrderMapper;

class OrderServiceTest {

    private final OrderMapper mapper = mock(OrderMapper.class);
    private final OrderService service = new OrderService(mapper);

    @Test
    void emptyPageSkipsSelect() {
        when(mapper.countOrders(any())).thenReturn(0L);
        assertThat(service.search(new OrderQuery()).getItems()).isEmpty();
        verify(mapper, never()).searchOrders(any());
    }

    @Test
    void returnsRowsAndTotal() {
        when(mapper.countOrders(any())).thenReturn(1L);
        when(mapper.searchOrders(any())).thenReturn(List.of(new OrderRow()));
        assertThat(service.search(new OrderQuery()).getTotal()).isEqualTo(1L);
    }

    @Test
    void cannotCancelShipped() {
        OrderRow row = new OrderRow();
        row.setStatus("SHIPPED");
        when(mapper.findById(7L)).thenReturn(row);
        assertThatThrownBy(() -> service.cancel(7L, "ops")).isInstanceOf(IllegalStateException.class);
    }
}
