package io.planwise.billing;

/** Paid plans in ascending order; tier decides which features are on. */
public enum Plan {
    FREE(0, "Free"),
    STARTER(1, "Starter"),
    TEAM(2, "Team"),
    BUSINESS(3, "Business"),
    ENTERPRISE(4, "Enterprise");

    private final int tier;
    private final String label;

    Plan(int tier, String label) {
        this.tier = tier;
        this.label = label;
    }

    public int tier() {
        return tier;
    }

    public String label() {
        return label;
    }

    public boolean atLeast(Plan other) {
        return tier >= other.tier;
    }
}
