package com.xiaoyu.mall.order.mapper;

import com.xiaoyu.mall.order.dto.OrderView;
import com.xiaoyu.mall.order.entity.OrderEntity;
import org.springframework.stereotype.Component;

@Component
public class OrderMapper {

    public OrderView toView(OrderEntity e) {
        return new OrderView(
                e.getId(),
                e.getOrderNo(),
                e.getStatus(),
                e.getItemsTotal(),
                e.getShippingFee(),
                e.getItemsTotal(),
                e.getCreatedAt()
        );
    }
}
