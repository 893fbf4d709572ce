package com.brightlane.timesheet.project;

import java.math.BigDecimal;

/** One row of the client dashboard. */
public record ProgressDto(
        long projectId,
        String name,
        int percentDone,
        ProjectStatus status,
        BigDecimal spent,
        BigDecimal limit) {
}
