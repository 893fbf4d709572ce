package io.planwise.billing;

/** A feature and the cheapest plan that includes it. */
public enum Feature {
    CUSTOM_DOMAIN(Plan.STARTER),
    GUEST_ACCESS(Plan.TEAM),
    AUDIT_LOG(Plan.BUSINESS),
    SSO_SAML(Plan.BUSINESS),
    DATA_RESIDENCY(Plan.ENTERPRISE);

    private final Plan minimum;

    Feature(Plan minimum) {
        this.minimum = minimum;
    }

    public Plan minimum() {
        return minimum;
    }
}
