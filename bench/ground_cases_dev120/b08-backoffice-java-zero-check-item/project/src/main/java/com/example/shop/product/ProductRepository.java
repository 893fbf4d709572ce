package com.example.shop.product;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ProductRepository extends JpaRepository<Product, Long> {
    List<Product> findByCategoryId(Long categoryId);

    List<Product> findByStockGreaterThanEqual(int stock);

    List<Product> findByCategoryIdAndStockGreaterThanEqual(Long categoryId, int stock);

    @Query("select distinct p.categoryId from Product p order by p.categoryId")
    List<Long> findDistinctCategoryIds();
}
