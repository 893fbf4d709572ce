package com.brightcart.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.time.ZoneId;

@Entity
public class Store {
    @Id
    private Long id;

    private String name;

    private String phone;

    /** IANA zone id, e.g. "Australia/Sydney"; set by ops when a store is onboarded. */
    @Column(name = "time_zone", nullable = false)
    private String timeZone;

    protected Store() {}

    public Store(Long id, String name, String phone, String timeZone) {
        this.id = id;
        this.name = name;
        this.phone = phone;
        this.timeZone = timeZone;
    }

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getPhone() { return phone; }
    public ZoneId zone() { return ZoneId.of(timeZone); }
}
