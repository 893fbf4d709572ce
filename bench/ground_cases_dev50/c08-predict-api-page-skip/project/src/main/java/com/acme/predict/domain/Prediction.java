package com.acme.predict.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "predictions")
public class Prediction {
    @Id
    private Long id;

    @Column(name = "model_id", nullable = false)
    private String modelId;

    @Column(name = "entity_id", nullable = false)
    private String entityId;

    @Column(nullable = false)
    private double score;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Prediction() {
    }

    public Prediction(Long id, String modelId, String entityId, double score, Instant createdAt) {
        this.id = id;
        this.modelId = modelId;
        this.entityId = entityId;
        this.score = score;
        this.createdAt = createdAt;
    }

    public Long getId() { return id; }
    public String getModelId() { return modelId; }
    public String getEntityId() { return entityId; }
    public double getScore() { return score; }
    public Instant getCreatedAt() { return createdAt; }
}
