package com.vanline.dispatch.assign;

import java.time.LocalTime;

public class Driver {
    private final String id;
    private final String name;
    private final GeoPoint position;
    private final double capacityKg;
    private final double loadKg;
    private final LocalTime shiftEnd;
    private final boolean online;

    public Driver(String id, String name, GeoPoint position, double capacityKg, double loadKg,
                  LocalTime shiftEnd, boolean online) {
        this.id = id;
        this.name = name;
        this.position = position;
        this.capacityKg = capacityKg;
        this.loadKg = loadKg;
        this.shiftEnd = shiftEnd;
        this.online = online;
    }

    public String getId() { return id; }
    public String getName() { return name; }
    public GeoPoint getPosition() { return position; }
    /** Payload of the van when empty. */
    public double getCapacityKg() { return capacityKg; }
    /** Weight of the parcels already on board. */
    public double getLoadKg() { return loadKg; }
    public LocalTime getShiftEnd() { return shiftEnd; }
    public boolean isOnline() { return online; }
}
