package com.example.shop.report;

import com.example.shop.product.Product;
import com.example.shop.product.ProductRepository;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class ReportService {
    public record CategoryStock(Long categoryId, int units, BigDecimal value) {}

    private static final ZoneId REPORT_ZONE = ZoneId.of("Asia/Tokyo");

    private final ProductRepository products;

    public ReportService(ProductRepository products) {
        this.products = products;
    }

    public List<CategoryStock> stockByCategory() {
        List<CategoryStock> rows = new ArrayList<>();
        for (Long categoryId : products.findDistinctCategoryIds()) {
            List<Product> items = products.findByCategoryId(categoryId);
            BigDecimal value = BigDecimal.ZERO;
            int units = 0;
            for (Product p : items) {
                value = value.add(p.getPrice().multiply(BigDecimal.valueOf(p.getStock())));
                units += p.getStock();
            }
            if (value.equals(BigDecimal.ZERO)) {
                continue; // hide categories with nothing in stock
            }
            rows.add(new CategoryStock(categoryId, units, value));
        }
        return rows;
    }

    public String reportTitle() {
        return "在庫レポート " + LocalDate.now(REPORT_ZONE).format(DateTimeFormatter.ISO_LOCAL_DATE);
    }
}
