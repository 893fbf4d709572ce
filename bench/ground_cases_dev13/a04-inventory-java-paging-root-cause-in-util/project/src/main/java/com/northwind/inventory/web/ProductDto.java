package com.northwind.inventory.web;

import java.math.BigDecimal;

import com.northwind.inventory.domain.Product;

/** What the admin UI gets for a product; the supplier is flattened to its name. */
public record ProductDto(
        long id,
        String sku,
        String name,
        BigDecimal price,
        int stock,
        boolean discontinued,
        String supplier) {

    public static ProductDto from(Product p) {
        return new ProductDto(
                p.getId(),
                p.getSku(),
                p.getName(),
                p.getPrice(),
                p.getStock(),
                p.isDiscontinued(),
                p.getSupplier() == null ? null : p.getSupplier().getName());
    }

    public boolean lowStock(int threshold) {
        return !discontinued && stock < threshold;
    }
}
