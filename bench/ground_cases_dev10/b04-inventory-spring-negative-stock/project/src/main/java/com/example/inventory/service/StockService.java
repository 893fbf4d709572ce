package com.example.inventory.service;

import com.example.inventory.domain.Stock;
import com.example.inventory.repository.StockRepository;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import java.util.Comparator;
import java.util.List;

@Service
@Transactional
public class StockService {

    private final StockRepository stockRepository;
    private final int lowStockThreshold;

    public StockService(StockRepository stockRepository,
                        @Value("${inventory.low-stock-threshold:5}") int lowStockThreshold) {
        this.stockRepository = stockRepository;
        this.lowStockThreshold = lowStockThreshold;
    }

    @Transactional(readOnly = true)
    public Stock get(String sku) {
        return stockRepository.findBySku(sku)
                .orElseThrow(() -> new StockNotFoundException(sku));
    }

    /**
     * 注文確定時に在庫を引き当てる。
     * 引き当てられない場合は InsufficientStockException（コントローラで 409 に変換）。
     */
    public Stock reserve(String sku, int quantity) {
        requirePositive(quantity);
        Stock stock = stockRepository.findBySkuForUpdate(sku)
                .orElseThrow(() -> new StockNotFoundException(sku));
        if (stock.getAvailable() <= 0) {
            throw new InsufficientStockException(sku, quantity, stock.getAvailable());
        }
        stock.setReserved(stock.getReserved() + quantity);
        return stock;
    }

    /** 注文キャンセル時に引き当てを戻す。 */
    public Stock release(String sku, int quantity) {
        requirePositive(quantity);
        Stock stock = stockRepository.findBySkuForUpdate(sku)
                .orElseThrow(() -> new StockNotFoundException(sku));
        stock.setReserved(Math.max(0, stock.getReserved() - quantity));
        return stock;
    }

    /** 出荷完了: 実在庫と引当をまとめて減らす。 */
    public Stock ship(String sku, int quantity) {
        requirePositive(quantity);
        Stock stock = stockRepository.findBySkuForUpdate(sku)
                .orElseThrow(() -> new StockNotFoundException(sku));
        if (stock.getReserved() < quantity) {
            throw new IllegalStateException("shipping more than reserved: " + sku);
        }
        stock.setReserved(stock.getReserved() - quantity);
        stock.setOnHand(stock.getOnHand() - quantity);
        return stock;
    }

    /** 入荷 */
    public Stock receive(String sku, int quantity) {
        requirePositive(quantity);
        Stock stock = stockRepository.findBySkuForUpdate(sku)
                .orElseGet(() -> stockRepository.save(new Stock(sku, 0)));
        stock.setOnHand(stock.getOnHand() + quantity);
        return stock;
    }

    @Transactional(readOnly = true)
    public List<Stock> listLowStock() {
        return stockRepository.findAll().stream()
                .filter(s -> s.getAvailable() <= lowStockThreshold)
                .sorted(Comparator.comparingInt(Stock::getAvailable))
                .toList();
    }

    private static void requirePositive(int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
    }
}
