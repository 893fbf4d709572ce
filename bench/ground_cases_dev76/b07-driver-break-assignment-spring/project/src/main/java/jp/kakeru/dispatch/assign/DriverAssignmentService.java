package jp.kakeru.dispatch.assign;

import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import jp.kakeru.dispatch.config.AssignmentProperties;
import org.springframework.stereotype.Service;

@Service
public class DriverAssignmentService {

    private final AssignmentProperties props;
    private final Clock clock;

    public DriverAssignmentService(AssignmentProperties props, Clock clock) {
        this.props = props;
        this.clock = clock;
    }

    public Optional<Driver> assign(DeliveryJob job, List<Driver> drivers) {
        Instant now = clock.instant();
        return drivers.stream()
                .filter(d -> isAvailable(d, now))
                .filter(d -> worksDuring(d, job))
                .filter(d -> d.assignedStops() < props.maxStopsPerDriver())
                .filter(d -> distanceKm(d, job) <= props.maxDistanceKm())
                .min(Comparator.comparingDouble((Driver d) -> score(d, job)));
    }

    boolean isAvailable(Driver d, Instant now) {
        return d.status() == Driver.DriverStatus.ON_DUTY;
    }

    boolean worksDuring(Driver d, DeliveryJob job) {
        return d.shift().covers(job.windowStart(), job.windowEnd());
    }

    double score(Driver d, DeliveryJob job) {
        double km = distanceKm(d, job);
        if (props.preferSameZone() && d.zone().equals(job.zone())) {
            km *= 0.7;
        }
        return km + d.assignedStops() * 0.1;
    }

    static double distanceKm(Driver d, DeliveryJob job) {
        double r = 6371.0;
        double dLat = Math.toRadians(job.lat() - d.lat());
        double dLng = Math.toRadians(job.lng() - d.lng());
        double a = Math.sin(dLat / 2) * Math.sin(dLat / 2)
                + Math.cos(Math.toRadians(d.lat())) * Math.cos(Math.toRadians(job.lat()))
                * Math.sin(dLng / 2) * Math.sin(dLng / 2);
        return 2 * r * Math.asin(Math.sqrt(a));
    }
}
