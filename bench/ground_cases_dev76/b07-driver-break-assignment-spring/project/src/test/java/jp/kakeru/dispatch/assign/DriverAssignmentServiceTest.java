package jp.kakeru.dispatch.assign;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

import jp.kakeru.dispatch.config.AssignmentProperties;
import org.junit.jupiter.api.Test;

class DriverAssignmentServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2025-12-05T08:00:00Z"), ZoneOffset.UTC);
    private final DriverAssignmentService service =
            new DriverAssignmentService(new AssignmentProperties(15, 38, true), clock);

    private Driver driver(String id, String zone, double lat, double lng, Shift shift) {
        return new Driver(id, id, zone, lat, lng, Driver.DriverStatus.ON_DUTY, null, shift, 0);
    }

    @Test
    void picksNearestDriver() {
        DeliveryJob job = new DeliveryJob("J1", "shibuya", 35.658, 139.701, LocalTime.of(10, 0), LocalTime.of(12, 0));
        Driver near = driver("near", "shibuya", 35.660, 139.700, new Shift(LocalTime.of(9, 0), LocalTime.of(18, 0)));
        Driver far = driver("far", "shinjuku", 35.690, 139.700, new Shift(LocalTime.of(9, 0), LocalTime.of(18, 0)));
        assertThat(service.assign(job, List.of(far, near))).contains(near);
    }

    @Test
    void skipsOffDutyDriver() {
        DeliveryJob job = new DeliveryJob("J2", "shibuya", 35.658, 139.701, LocalTime.of(10, 0), LocalTime.of(12, 0));
        Driver off = new Driver("off", "off", "shibuya", 35.658, 139.701, Driver.DriverStatus.OFF_DUTY, null,
                new Shift(LocalTime.of(9, 0), LocalTime.of(18, 0)), 0);
        assertThat(service.assign(job, List.of(off))).isEmpty();
    }
}
