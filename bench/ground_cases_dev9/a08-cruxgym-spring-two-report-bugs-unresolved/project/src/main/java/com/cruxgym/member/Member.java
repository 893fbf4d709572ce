package com.cruxgym.member;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

@Entity
public class Member {
    @Id
    @GeneratedValue
    private Long id;

    private String name;
    private String cardNumber;
    private boolean staff;

    protected Member() {}

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getCardNumber() { return cardNumber; }
    public boolean isStaff() { return staff; }
}
