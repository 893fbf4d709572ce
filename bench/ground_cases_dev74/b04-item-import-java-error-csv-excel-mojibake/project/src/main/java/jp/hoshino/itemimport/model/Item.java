package jp.hoshino.itemimport.model;

import java.math.BigDecimal;

public record Item(
        String itemCode,
        String itemName,
        String unit,
        BigDecimal unitPrice,
        int taxRate,
        boolean discontinued) {
}
