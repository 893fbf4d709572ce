package io.planwise.billing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Set;

import org.junit.jupiter.api.Test;

class FeatureGateTest {

    private static final Instant NOW = Instant.parse("2025-11-20T09:00:00Z");
    private final FeatureGate gate = new FeatureGate(new TrialService("business", 14), Clock.fixed(NOW, ZoneOffset.UTC));

    private Workspace ws(Plan plan) {
        return new Workspace("ws1", "Acme", plan, null, Set.of());
    }

    @Test
    void enterpriseGetsAuditLog() {
        assertTrue(gate.isEnabled(ws(Plan.ENTERPRISE), Feature.AUDIT_LOG));
    }

    @Test
    void businessGetsAuditLog() {
        assertTrue(gate.isEnabled(ws(Plan.BUSINESS), Feature.AUDIT_LOG));
    }

    @Test
    void teamDoesNotGetAuditLog() {
        assertFalse(gate.isEnabled(ws(Plan.TEAM), Feature.AUDIT_LOG));
    }

    @Test
    void overrideWins() {
        Workspace w = new Workspace("ws1", "Acme", Plan.FREE, null, Set.of(Feature.SSO_SAML));
        assertTrue(gate.isEnabled(w, Feature.SSO_SAML));
    }
}
