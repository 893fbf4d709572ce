package jp.kumo.shop.stock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class StockService {

    private static final Logger log = LoggerFactory.getLogger(StockService.class);

    private final StockRepository repository;

    public StockService(StockRepository repository) {
        this.repository = repository;
    }

    // Serialised so two orders cannot both pass the quantity check (Black Friday oversell).
    @Transactional
    public synchronized void reserve(String sku, int n) {
        Stock stock = repository.findBySku(sku).orElseThrow(() -> new OutOfStockException(sku, n));
        if (stock.getQuantity() < n) {
            throw new OutOfStockException(sku, n);
        }
        stock.setQuantity(stock.getQuantity() - n);
        repository.save(stock);
        log.info("reserved {} x{} (left {})", sku, n, stock.getQuantity());
    }

    @Transactional
    public void release(String sku, int n) {
        repository.restock(sku, n);
        log.info("released {} x{}", sku, n);
    }

    @Transactional(readOnly = true)
    public int available(String sku) {
        return repository.findBySku(sku).map(Stock::getQuantity).orElse(0);
    }
}
