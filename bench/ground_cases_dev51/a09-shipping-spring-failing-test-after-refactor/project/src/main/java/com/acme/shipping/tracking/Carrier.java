package com.acme.shipping.tracking;

public enum Carrier {
    UPS,
    DPD,
    GLS,
    DHL,
    PICKUP;

    /** Carriers we hand parcels to; PICKUP orders are collected in store. */
    public boolean isParcelCarrier() {
        return this != PICKUP;
    }
}
