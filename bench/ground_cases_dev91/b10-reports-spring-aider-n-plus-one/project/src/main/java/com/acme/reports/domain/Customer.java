package com.acme.reports.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "customers")
public class Customer {
    @Id
    private Long id;
    private String name;
    private String region;

    protected Customer() {}

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getRegion() { return region; }
}
