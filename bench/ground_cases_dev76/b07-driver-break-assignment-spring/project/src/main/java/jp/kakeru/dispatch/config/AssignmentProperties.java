package jp.kakeru.dispatch.config;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "assignment")
public record AssignmentProperties(
        double maxDistanceKm,
        int maxStopsPerDriver,
        boolean preferSameZone) {

    public AssignmentProperties {
        if (maxDistanceKm <= 0) {
            throw new IllegalArgumentException("assignment.max-distance-km must be positive");
        }
        if (maxStopsPerDriver <= 0) {
            throw new IllegalArgumentException("assignment.max-stops-per-driver must be positive");
        }
    }
}
