package com.acme.predict.api;

import com.acme.predict.domain.Prediction;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;

/** What the API returns for one prediction. */
public record PredictionDto(Long id, String modelId, String entityId, double score, Instant createdAt) {

    public static final double HIGH_RISK = 0.8;
    public static final double MEDIUM_RISK = 0.5;

    public static PredictionDto from(Prediction p) {
        return new PredictionDto(p.getId(), p.getModelId(), p.getEntityId(), round3(p.getScore()), p.getCreatedAt());
    }

    /** Scores are shown with three decimals, half up (0.7365 -> 0.737). */
    static double round3(double score) {
        return BigDecimal.valueOf(score).setScale(3, RoundingMode.HALF_UP).doubleValue();
    }

    /** Bucket shown as a coloured badge on the dashboard. */
    public String riskBand() {
        if (score >= HIGH_RISK) {
            return "high";
        }
        if (score >= MEDIUM_RISK) {
            return "medium";
        }
        return "low";
    }
}
