package com.kuaipei.orders.service;

import com.kuaipei.orders.api.dto.OrderDto;
import com.kuaipei.orders.api.dto.PageResponse;
import com.kuaipei.orders.api.dto.RefundDto;
import java.util.Optional;

public interface OrderService {
    PageResponse<OrderDto> list(Long customerId, int page, int size);

    Optional<OrderDto> find(Long id);

    PageResponse<RefundDto> refunds(Long orderId, int page, int size);
}
