package com.acme.inventory;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class StockService {

    private final StockRepository repository;

    public StockService(StockRepository repository) {
        this.repository = repository;
    }

    /** Reserves {@code quantity} units; throws when the SKU is unknown or not enough is available. */
    @Transactional
    public Stock reserve(String sku, int quantity) {
        if (quantity < 0) {
            throw new IllegalArgumentException("quantity must be positive, got " + quantity);
        }
        Stock stock = repository.findForUpdate(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
        if (stock.available() < quantity) {
            throw new InsufficientStockException(sku, quantity, stock.available());
        }
        Stock updated = stock.withReserved(stock.reserved() + quantity);
        repository.save(updated);
        return updated;
    }

    @Transactional
    public Stock release(String sku, int quantity) {
        Stock stock = repository.findForUpdate(sku)
                .orElseThrow(() -> new UnknownSkuException(sku));
        int reserved = Math.max(0, stock.reserved() - quantity);
        Stock updated = stock.withReserved(reserved);
        repository.save(updated);
        return updated;
    }

    public static class UnknownSkuException extends RuntimeException {
        public UnknownSkuException(String sku) {
            super("unknown sku " + sku);
        }
    }

    public static class InsufficientStockException extends RuntimeException {
        public InsufficientStockException(String sku, int wanted, int available) {
            super("sku " + sku + ": wanted " + wanted + ", available " + available);
        }
    }
}
