package io.acme.checkout.flags;

import java.util.Map;
import java.util.TreeMap;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** What the frontend asks at startup: which flags are on for the signed-in user. */
@RestController
@RequestMapping("/internal/flags")
public class FlagsController {

    private final FeatureFlags flags;

    public FlagsController(FeatureFlags flags) {
        this.flags = flags;
    }

    @GetMapping
    public Map<String, Boolean> forCurrentUser(@AuthenticationPrincipal Jwt jwt) {
        String userId = jwt == null ? null : jwt.getClaimAsString("email");
        Map<String, Boolean> out = new TreeMap<>();
        for (String name : flags.getFlags().keySet()) {
            out.put(name, flags.isEnabled(name, userId));
        }
        return out;
    }
}
