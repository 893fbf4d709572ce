package jp.example.catalog.batch;

import java.math.BigDecimal;
import java.time.LocalDate;

public record ProductRow(
        String code,
        String name,
        String category,
        BigDecimal price,
        LocalDate releasedOn,
        String note) {
}
