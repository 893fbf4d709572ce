package com.wangpeng.mall.inventory.mq;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.wangpeng.mall.inventory.service.InventoryService;
import lombok.RequiredArgsConstructor;
import lombok.extern.slf4j.Slf4j;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

import java.util.List;

/**
 * 异步下单（秒杀以外的普通订单）走 Kafka，取消订单也走这里归还库存。
 */
@Slf4j
@Component
@RequiredArgsConstructor
public class OrderEventListener {

    private final InventoryService inventoryService;
    private final ObjectMapper objectMapper;

    public record OrderItem(Long productId, int quantity) {
    }

    public record OrderEvent(String orderNo, Long userId, List<OrderItem> items) {
    }

    @KafkaListener(topics = "order.created")
    public void onOrderCreated(String payload) throws JsonProcessingException {
        log.debug("received order.created: {}", payload);
        OrderEvent event = objectMapper.readValue(payload, OrderEvent.class);
        log.debug("parsed order.created: orderNo={}, userId={}, items={}", event.orderNo(), event.userId(), event.items().size());
        for (OrderItem item : event.items()) {
            inventoryService.deductStock(item.productId(), item.quantity());
        }
        log.info("order.created handled: orderNo={}, items={}", event.orderNo(), event.items().size());
    }

    @KafkaListener(topics = "order.cancelled")
    public void onOrderCancelled(String payload) throws JsonProcessingException {
        log.debug("received order.cancelled: {}", payload);
        OrderEvent event = objectMapper.readValue(payload, OrderEvent.class);
        for (OrderItem item : event.items()) {
            inventoryService.restoreStock(item.productId(), item.quantity());
        }
        log.info("order.cancelled handled: orderNo={}, items={}", event.orderNo(), event.items().size());
    }
}
