package com.northwind.reports;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ReportRepository extends JpaRepository<Report, Long> {

    Optional<Report> findByIdAndTenantId(long id, UUID tenantId);

    @Query("select r from Report r where r.tenantId = :tenantId order by r.createdAt desc")
    List<Report> recentForTenant(UUID tenantId);
}
