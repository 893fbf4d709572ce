package com.acme.reporting.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

@Entity
@Table(name = "tenants")
public class Tenant {
    @Id
    private UUID id;
    private String name;
    private String reportingCurrency;

    public UUID getId() { return id; }
    public String getName() { return name; }
    public String getReportingCurrency() { return reportingCurrency; }
}
