package com.payroute.payout;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import jakarta.persistence.*;

@Entity
@Table(name = "payout_batches")
public class PayoutBatch {

    public enum State { APPROVED, SUBMITTING, SUBMITTED, FAILED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String partner;

    @Enumerated(EnumType.STRING)
    private State state = State.APPROVED;

    private String partnerBatchId;
    private String partnerStatus;
    private String failureReason;
    private Instant updatedAt;

    @ElementCollection
    @CollectionTable(name = "payout_batch_items")
    private List<Payout> payouts = new ArrayList<>();

    public Long getId() { return id; }
    public String getPartner() { return partner; }
    public List<Payout> getPayouts() { return payouts; }
    public boolean isFailed() { return state == State.FAILED; }

    void markSubmitting() { state = State.SUBMITTING; updatedAt = Instant.now(); }

    void markSubmitted(String partnerBatchId, String partnerStatus) {
        this.state = State.SUBMITTED;
        this.partnerBatchId = partnerBatchId;
        this.partnerStatus = partnerStatus;
        this.updatedAt = Instant.now();
    }

    void markFailed(String reason) {
        this.state = State.FAILED;
        this.failureReason = reason;
        this.updatedAt = Instant.now();
    }
}
