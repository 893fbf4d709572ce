package com.lanxi.mall.search;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

public record ProductHit(String id, String title, String brand, BigDecimal price,
                         Map<String, List<String>> highlight) {

    public static ProductHit of(String id, Map<String, Object> src, Map<String, List<String>> hl) {
        return new ProductHit(id,
                (String) src.get("title"),
                (String) src.get("brand"),
                new BigDecimal(String.valueOf(src.get("price"))),
                hl);
    }
}
