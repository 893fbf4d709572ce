package com.shop.admin.service;

import java.util.List;
import java.util.Set;

import org.apache.commons.lang3.StringUtils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.shop.admin.dto.OrderQuery;
import com.shop.admin.dto.OrderRow;
import com.shop.admin.dto.PageResult;
import com.shop.admin.mapper.OrderMapper;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);
    private static final Set<String> CANCELLABLE = Set.of("PENDING", "PAID");

    private final OrderMapper orderMapper;

    public OrderService(OrderMapper orderMapper) {
        this.orderMapper = orderMapper;
    }

    public PageResult<OrderRow> search(OrderQuery query) {
        query.setKeyword(StringUtils.trimToNull(query.getKeyword()));
        long total = orderMapper.countOrders(query);
        if (total == 0) {
            return new PageResult<>(List.of(), 0, query.getPage(), query.getSize());
        }
        List<OrderRow> items = orderMapper.searchOrders(query);
        return new PageResult<>(items, total, query.getPage(), query.getSize());
    }

    public OrderRow get(long id) {
        OrderRow row = orderMapper.findById(id);
        if (row == null) {
            throw new NotFoundException("order " + id);
        }
        return row;
    }

    @Transactional
    public void cancel(long id, String operator) {
        OrderRow row = get(id);
        if (!CANCELLABLE.contains(row.getStatus())) {
            throw new IllegalStateException("order " + id + " is " + row.getStatus());
        }
        if (orderMapper.updateStatus(id, row.getStatus(), "CANCELLED") == 0) {
            throw new IllegalStateException("order " + id + " changed concurrently");
        }
        log.info("order {} cancelled by {}", id, operator);
    }
}
