package com.example.shop.inventory;

import java.util.HashMap;
import java.util.Map;
import org.springframework.stereotype.Service;

@Service
public class InventoryService {

    private final Map<String, Integer> stock;

    public InventoryService() {
        this(Map.of("SKU-1", 20, "SKU-2", 5));
    }

    public InventoryService(Map<String, Integer> initial) {
        this.stock = new HashMap<>(initial);
    }

    public synchronized int available(String sku) {
        return stock.getOrDefault(sku, 0);
    }

    public synchronized void reserve(String sku, int quantity) {
        int left = available(sku);
        if (left < quantity) {
            throw new OutOfStockException(sku, quantity, left);
        }
        stock.put(sku, left - quantity);
    }

    public synchronized void release(String sku, int quantity) {
        stock.merge(sku, quantity, Integer::sum);
    }

    public static class OutOfStockException extends RuntimeException {
        public OutOfStockException(String sku, int wanted, int left) {
            super("not enough stock for " + sku + ": wanted " + wanted + ", left " + left);
        }
    }
}
