package com.zaffre.catalog.importer;

import java.util.List;

import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

@Component
public class ChunkWriter {

    private final ProductRepository products;
    private final PriceHistoryRepository prices;

    public ChunkWriter(ProductRepository products, PriceHistoryRepository prices) {
        this.products = products;
        this.prices = prices;
    }

    /** Upserts one chunk in its own transaction; holds one connection for the whole chunk. */
    @Transactional
    public int write(List<ProductRow> chunk) {
        int n = 0;
        for (ProductRow row : chunk) {
            Product p = products.findBySku(row.sku()).orElseGet(() -> new Product(row.sku()));
            if (p.getPriceCents() != row.priceCents()) {
                prices.save(PriceHistory.of(p, row.priceCents()));
            }
            p.apply(row);
            products.save(p);
            n++;
        }
        return n;
    }
}
