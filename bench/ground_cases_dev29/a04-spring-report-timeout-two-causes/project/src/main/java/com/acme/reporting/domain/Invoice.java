package com.acme.reporting.domain;

import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

@Entity
@Table(name = "invoices")
public class Invoice {

    @Id
    private UUID id;
    private UUID tenantId;
    private String number;
    private LocalDate issuedOn;

    @OneToMany(mappedBy = "invoice", fetch = FetchType.LAZY)
    @OrderBy("position")
    private List<InvoiceLine> lines = new ArrayList<>();

    public UUID getId() { return id; }
    public UUID getTenantId() { return tenantId; }
    public String getNumber() { return number; }
    public LocalDate getIssuedOn() { return issuedOn; }
    public List<InvoiceLine> getLines() { return lines; }
}
