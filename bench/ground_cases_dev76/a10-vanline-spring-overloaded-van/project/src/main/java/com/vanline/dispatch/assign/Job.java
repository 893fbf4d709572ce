package com.vanline.dispatch.assign;

import java.time.Duration;

public record Job(String id, GeoPoint pickup, GeoPoint dropoff, double weightKg, Duration estimatedDuration) {

    public Job {
        if (weightKg <= 0) {
            throw new IllegalArgumentException("weightKg must be positive");
        }
        if (estimatedDuration == null) {
            estimatedDuration = Duration.ofMinutes(45);
        }
    }
}
