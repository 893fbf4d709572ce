package io.acme.checkout.flags;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class FlagsControllerTest {

    @Test
    void listsEveryFlagForTheUser() {
        Flag on = new Flag();
        on.setEnabled(true);
        on.setRolloutPercent(100);
        Flag off = new Flag();
        off.setEnabled(true);
        off.setRolloutPercent(0);
        off.setAllowlist(Set.of("maria@acme.io"));
        FeatureFlags ff = new FeatureFlags();
        ff.setFlags(Map.of("bulk-export", on, "new-checkout", off));

        Map<String, Boolean> result = new FlagsController(ff).forCurrentUser(null);

        assertThat(result).containsEntry("bulk-export", true).containsEntry("new-checkout", false);
    }
}
