package com.vanline.dispatch.assign;

import java.time.Clock;
import java.time.LocalTime;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class DriverAssignmentService {

    private static final Logger log = LoggerFactory.getLogger(DriverAssignmentService.class);

    private final DriverRepository drivers;
    private final Clock clock;
    private final double maxPickupKm;

    public DriverAssignmentService(DriverRepository drivers, Clock clock,
                                   @Value("${dispatch.max-pickup-km:25}") double maxPickupKm) {
        if (maxPickupKm <= 0) {
            throw new IllegalArgumentException("dispatch.max-pickup-km must be positive, got " + maxPickupKm);
        }
        this.drivers = drivers;
        this.clock = clock;
        this.maxPickupKm = maxPickupKm;
    }

    public Optional<Driver> assign(Job job) {
        LocalTime now = LocalTime.now(clock);
        List<Driver> online = drivers.findOnline();
        Optional<Driver> chosen = online.stream()
                .filter(Driver::isOnline)
                .filter(d -> d.getCapacityKg() >= job.weightKg())
                .filter(d -> now.plus(job.estimatedDuration()).isBefore(d.getShiftEnd()))
                .filter(d -> d.getPosition().kmTo(job.pickup()) <= maxPickupKm)
                .min(Comparator.comparingDouble(d -> d.getPosition().kmTo(job.pickup())));
        if (chosen.isEmpty()) {
            log.info("no driver for job {} ({} kg) among {} online drivers", job.id(), job.weightKg(), online.size());
        }
        return chosen;
    }
}
