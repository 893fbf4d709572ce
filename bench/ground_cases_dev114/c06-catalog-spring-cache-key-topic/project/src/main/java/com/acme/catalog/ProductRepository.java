package com.acme.catalog;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ProductRepository extends JpaRepository<Product, Long> {

    Optional<Product> findByIdAndTenantId(Long id, Long tenantId);

    Page<Product> findByTenantIdAndNameContainingIgnoreCase(Long tenantId, String name, Pageable pageable);

    @Query("select p from Product p join p.tags t where p.tenantId = :tenantId and t = :tag")
    List<Product> findByTenantIdAndTag(@Param("tenantId") Long tenantId, @Param("tag") String tag);

    @Query("select distinct p from Product p join p.tags t where p.tenantId = :tenantId and t in :tags")
    List<Product> findByTenantIdAndTagIn(@Param("tenantId") Long tenantId, @Param("tags") Collection<String> tags);
}
