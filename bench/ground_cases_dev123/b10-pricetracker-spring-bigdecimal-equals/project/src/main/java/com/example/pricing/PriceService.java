package com.example.pricing;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PriceService {

    public record ProductPrice(String sku, BigDecimal price) {
    }

    private final PriceRepository repo;

    public PriceService(PriceRepository repo) {
        this.repo = repo;
    }

    public List<ProductPrice> listWithLatest() {
        Map<String, BigDecimal> latest = new HashMap<>();
        for (PricePoint p : repo.findLatestForAll()) {
            latest.put(p.sku(), p.price());
        }
        List<ProductPrice> out = new ArrayList<>();
        for (String sku : repo.findAllSkus()) {
            out.add(new ProductPrice(sku, latest.get(sku)));
        }
        return out;
    }

    public List<PricePoint> history(String sku, int limit) {
        return repo.history(sku, Math.max(1, Math.min(limit, 200)));
    }

    /** Records a scraped price; returns false when it equals the latest one (no new history row). */
    @Transactional
    public boolean recordPrice(String sku, BigDecimal price) {
        PricePoint latest = repo.findLatest(sku).orElse(null);
        if (latest != null && isSamePrice(latest.price(), price)) {
            return false;
        }
        save(sku, price);
        return true;
    }

    static boolean isSamePrice(BigDecimal a, BigDecimal b) {
        return a.equals(b);
    }

    private void save(String sku, BigDecimal price) {
        repo.insert(new PricePoint(sku, price, Instant.now()));
        repo.touchProduct(sku);
    }
}
