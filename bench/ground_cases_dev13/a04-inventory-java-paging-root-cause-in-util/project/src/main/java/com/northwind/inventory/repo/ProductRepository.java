package com.northwind.inventory.repo;

import java.util.List;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

import com.northwind.inventory.domain.Product;

public interface ProductRepository extends JpaRepository<Product, Long> {

    Page<Product> findByNameContainingIgnoreCaseOrSkuStartingWith(String name, String skuPrefix, Pageable pageable);

    long countByStockLessThan(int threshold);

    @Query("""
            select p from Product p
            where p.stock < :threshold and p.discontinued = false
            order by p.stock asc, p.sku asc
            """)
    List<Product> findLowStock(@Param("threshold") int threshold);

    @Query("select p.sku from Product p where p.supplier.id = :supplierId")
    List<String> skusForSupplier(@Param("supplierId") long supplierId);

    boolean existsBySku(String sku);
}
