package com.acme.storefront.flags;

import java.util.Set;

/**
 * One feature flag as stored in the flags table.
 *
 * @param key         flag name, e.g. "new-checkout"
 * @param enabled     master switch; false means off for everyone
 * @param allowUsers  users who always get the flag
 * @param allowGroups if not empty, only members of these groups can get the flag
 * @param rolloutPercent share of users (0-100) who get the flag; null means no limit
 */
public record FlagRule(
        String key,
        boolean enabled,
        Set<String> allowUsers,
        Set<String> allowGroups,
        Integer rolloutPercent) {

    public FlagRule {
        allowUsers = allowUsers == null ? Set.of() : Set.copyOf(allowUsers);
        allowGroups = allowGroups == null ? Set.of() : Set.copyOf(allowGroups);
        if (rolloutPercent != null && (rolloutPercent < 0 || rolloutPercent > 100)) {
            throw new IllegalArgumentException("rolloutPercent must be 0-100, was " + rolloutPercent);
        }
    }

    public FlagRule(String key, boolean enabled, Set<String> allowUsers, Set<String> allowGroups) {
        this(key, enabled, allowUsers, allowGroups, null);
    }
}
