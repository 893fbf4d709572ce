package com.example.inventory.product;

import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ProductRepository extends JpaRepository<Product, Long> {

    Optional<Product> findBySku(String sku);

    Page<Product> findByNameContainingIgnoreCase(String keyword, Pageable pageable);

    /** Products at or below their reorder point, for the nightly purchase list. */
    @Query("""
            SELECT p FROM Product p
             WHERE p.stock <= p.reorderPoint
             ORDER BY p.stock ASC
            """)
    List<Product> findBelowReorderPoint();

    @Query("SELECT COALESCE(SUM(p.stock), 0) FROM Product p WHERE p.category = :category")
    long totalStockIn(@Param("category") String category);

    boolean existsBySku(String sku);

    long countByStockLessThanEqual(int threshold);
}
