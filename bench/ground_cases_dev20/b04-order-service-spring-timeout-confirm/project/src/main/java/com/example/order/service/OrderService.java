package com.example.order.service;

import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestClientException;

import com.example.order.domain.Order;
import com.example.order.domain.OrderRepository;
import com.example.order.inventory.InventoryClient;
import com.example.order.inventory.InventoryClient.ReserveRequest;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository orders;
    private final InventoryClient inventory;

    public OrderService(OrderRepository orders, InventoryClient inventory) {
        this.orders = orders;
        this.inventory = inventory;
    }

    @Transactional
    public Order place(Order order) {
        for (var line : order.getLines()) {
            try {
                var stock = inventory.getStock(line.getSku());
                if (stock.available() < line.getQuantity()) {
                    throw new OutOfStockException(line.getSku());
                }
            } catch (RestClientException e) {
                log.error("stock check failed for sku={}", line.getSku(), e);
                throw new InventoryUnavailableException(e);
            }
        }
        var saved = orders.save(order);
        inventory.reserve(new ReserveRequest(saved.getId().toString(), order.getLines().stream()
                .map(l -> new ReserveRequest.Line(l.getSku(), l.getQuantity()))
                .toList()));
        return saved;
    }

    public List<Order> recent(int limit) {
        return orders.findTop50ByOrderByCreatedAtDesc().stream().limit(limit).toList();
    }
}
