package jp.kakeru.dispatch.assign;

import java.time.Instant;

public record Driver(
        String id,
        String name,
        String zone,
        double lat,
        double lng,
        DriverStatus status,
        Instant onBreakUntil,
        Shift shift,
        int assignedStops) {

    public enum DriverStatus { ON_DUTY, OFF_DUTY }
}
