package com.brightlane.timesheet.project;

public enum ProjectStatus {
    NOT_STARTED,
    ON_TRACK,
    OVERDUE,
    OVER_BUDGET
}
