package io.seatwise.billing;

import java.time.LocalDate;

public record Subscription(long id, long workspaceId, Plan plan, int seats, LocalDate periodStart, LocalDate periodEnd) {

    public Subscription withSeats(int newSeats) {
        return new Subscription(id, workspaceId, plan, newSeats, periodStart, periodEnd);
    }

    public Subscription withPlan(Plan newPlan) {
        return new Subscription(id, workspaceId, newPlan, seats, periodStart, periodEnd);
    }
}
