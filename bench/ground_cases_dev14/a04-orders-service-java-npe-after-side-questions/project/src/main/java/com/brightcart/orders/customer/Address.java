package com.brightcart.orders.customer;

import jakarta.persistence.Embeddable;

@Embeddable
public class Address {

    private String line1;
    private String line2;
    private String postalCode;
    private String city;
    private String countryCode;

    protected Address() {
    }

    public Address(String line1, String line2, String postalCode, String city, String countryCode) {
        this.line1 = line1;
        this.line2 = line2;
        this.postalCode = postalCode;
        this.city = city;
        this.countryCode = countryCode;
    }

    public String getLine1() { return line1; }

    public String getLine2() { return line2; }

    public String getPostalCode() { return postalCode; }

    public String getCity() { return city; }

    public String getCountryCode() { return countryCode; }
}
