package com.northwind.reports.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "customers")
public class Customer {

    @Id
    private Long id;
    private String name;
    private String email;
    private Long regionId;

    protected Customer() {
    }

    public Customer(Long id, String name, String email, Long regionId) {
        this.id = id;
        this.name = name;
        this.email = email;
        this.regionId = regionId;
    }

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getEmail() { return email; }
    public Long getRegionId() { return regionId; }
}
