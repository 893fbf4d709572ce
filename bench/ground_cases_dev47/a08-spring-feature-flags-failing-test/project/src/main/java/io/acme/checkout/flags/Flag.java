package io.acme.checkout.flags;

import java.util.HashSet;
import java.util.Set;

public class Flag {

    private boolean enabled;
    private int rolloutPercent;
    private Set<String> allowlist = new HashSet<>();
    private String description = "";

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public int getRolloutPercent() {
        return rolloutPercent;
    }

    public void setRolloutPercent(int rolloutPercent) {
        if (rolloutPercent < 0 || rolloutPercent > 100) {
            throw new IllegalArgumentException("rolloutPercent must be 0..100, was " + rolloutPercent);
        }
        this.rolloutPercent = rolloutPercent;
    }

    public Set<String> getAllowlist() {
        return allowlist;
    }

    public void setAllowlist(Set<String> allowlist) {
        this.allowlist = allowlist;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }
}
