package jp.kumo.drive.plan;

public enum Plan {
    FREE(5, 3),
    PRO(100, 25),
    TEAM(1024, 100),
    ENTERPRISE(-1, -1);

    private final int storageGb;
    private final int maxMembers;

    Plan(int storageGb, int maxMembers) {
        this.storageGb = storageGb;
        this.maxMembers = maxMembers;
    }

    /** Storage quota in GiB; -1 means unlimited. */
    public int storageGb() {
        return storageGb;
    }

    /** -1 means unlimited. */
    public int maxMembers() {
        return maxMembers;
    }
}
