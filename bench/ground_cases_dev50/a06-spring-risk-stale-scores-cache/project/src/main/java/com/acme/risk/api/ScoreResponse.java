package com.acme.risk.api;

import java.time.Instant;

/**
 * What /scores returns for one customer. {@code score} is the model's default probability
 * over the next 90 days; {@code band} is the bucket the collections team works from.
 */
public record ScoreResponse(String customerId, double score, String band, String modelVersion, Instant scoredAt) {

    public ScoreResponse {
        if (score < 0.0 || score > 1.0) {
            throw new IllegalArgumentException("score out of range: " + score);
        }
    }

    public static String bandFor(double score) {
        if (score >= 0.8) {
            return "high";
        }
        if (score >= 0.5) {
            return "medium";
        }
        return "low";
    }

    /** Collections only calls customers in the high and medium bands. */
    public boolean actionable() {
        return !"low".equals(band);
    }
}
