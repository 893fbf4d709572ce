package com.nordfracht.gateway.carrier;

public class Shipment {
    private long id;
    private String orderNumber;
    private String carrierShipmentNumber;
    private String trackingNumber;
    private int weightGrams;

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getOrderNumber() { return orderNumber; }
    public void setOrderNumber(String orderNumber) { this.orderNumber = orderNumber; }
    public String getCarrierShipmentNumber() { return carrierShipmentNumber; }
    public void setCarrierShipmentNumber(String value) { this.carrierShipmentNumber = value; }
    public String getTrackingNumber() { return trackingNumber; }
    public void setTrackingNumber(String trackingNumber) { this.trackingNumber = trackingNumber; }
    public int getWeightGrams() { return weightGrams; }
    public void setWeightGrams(int weightGrams) { this.weightGrams = weightGrams; }
}
