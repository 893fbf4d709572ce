package io.acme.checkout.flags;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Feature flags from {@code features.flags.*} in application*.yml.
 * A flag is on for a user when it is enabled and the user is on the allowlist
 * or falls into the rollout percentage (stable per flag and user).
 */
@ConfigurationProperties(prefix = "features")
public class FeatureFlags {

    private Map<String, Flag> flags = new LinkedHashMap<>();

    public Map<String, Flag> getFlags() {
        return flags;
    }

    public void setFlags(Map<String, Flag> flags) {
        this.flags = flags;
    }

    public boolean isEnabled(String name, String userId) {
        Flag flag = flags.get(name);
        if (flag == null || !flag.isEnabled()) {
            return false;
        }
        if (userId != null && flag.getAllowlist().contains(userId)) {
            return true;
        }
        return bucket(name, String.valueOf(userId)) <= flag.getRolloutPercent();
    }

    /** A number in [0, 100) that stays the same for one flag and user. */
    static int bucket(String name, String userId) {
        CRC32 crc = new CRC32();
        crc.update((name + ":" + userId).getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() % 100);
    }
}
