package com.brightcart.orders.customer;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.AttributeOverrides;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Customer {

    @Id
    private Long id;

    private String email;

    private String displayName;

    /**
     * Null for customers who only ever bought digital goods: checkout asks for a
     * billing address only when something is shipped.
     */
    @Embedded
    @AttributeOverrides({
        @AttributeOverride(name = "countryCode", column = @Column(name = "billing_country")),
        @AttributeOverride(name = "city", column = @Column(name = "billing_city"))
    })
    private Address billingAddress;

    private String paymentCountry;

    protected Customer() {
    }

    public Long getId() { return id; }

    public String getEmail() { return email; }

    public String getDisplayName() { return displayName; }

    public Address getBillingAddress() { return billingAddress; }

    /** Country of the card or PayPal account, from the payment provider. Always set. */
    public String getPaymentCountry() { return paymentCountry; }
}
