package com.northwind.reports;

import jakarta.persistence.*;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

@Entity
@Table(name = "reports")
public class Report {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private UUID tenantId;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    @Column(name = "generated_at")
    private Instant generatedAt;

    @OneToMany(mappedBy = "report", cascade = CascadeType.ALL, fetch = FetchType.LAZY)
    private List<ReportRow> rows = new ArrayList<>();

    public Long getId() { return id; }
    public UUID getTenantId() { return tenantId; }
    public List<ReportRow> getRows() { return rows; }
    public Instant getGeneratedAt() { return generatedAt; }

    public void markGenerated() { this.generatedAt = Instant.now(); }
}
