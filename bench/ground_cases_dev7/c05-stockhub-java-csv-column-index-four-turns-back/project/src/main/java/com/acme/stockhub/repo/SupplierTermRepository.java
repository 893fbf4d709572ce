package com.acme.stockhub.repo;

import com.acme.stockhub.domain.SupplierTerm;
import org.springframework.data.jpa.repository.JpaRepository;

public interface SupplierTermRepository extends JpaRepository<SupplierTerm, Long> {
}
