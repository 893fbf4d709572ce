package com.northwind.reports.model;

import java.util.Collection;
import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

public interface CustomerRepository extends JpaRepository<Customer, Long> {

    List<Customer> findByEmailIgnoreCase(String email);

    List<Customer> findByRegionIdIn(Collection<Long> regionIds);
}
