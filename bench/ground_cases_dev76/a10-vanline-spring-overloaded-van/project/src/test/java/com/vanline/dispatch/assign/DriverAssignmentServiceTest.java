package com.vanline.dispatch.assign;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

import org.junit.jupiter.api.Test;

class DriverAssignmentServiceTest {

    private static final Clock NOON = Clock.fixed(Instant.parse("2025-11-12T19:00:00Z"), ZoneId.of("America/Denver"));
    private static final GeoPoint DEPOT = new GeoPoint(39.7392, -104.9903);

    private static Driver driver(String id, double capKg, LocalTime shiftEnd) {
        return new Driver(id, id, DEPOT, capKg, 0, shiftEnd, true);
    }

    @Test
    void skipsDriversWhoseShiftEndsBeforeTheJob() {
        DriverRepository repo = () -> List.of(driver("late", 500, LocalTime.of(12, 30)), driver("ok", 500, LocalTime.of(18, 0)));
        var svc = new DriverAssignmentService(repo, NOON, 25);
        var job = new Job("j1", DEPOT, new GeoPoint(39.75, -105.0), 10, Duration.ofMinutes(45));
        assertThat(svc.assign(job)).map(Driver::getId).contains("ok");
    }
}
