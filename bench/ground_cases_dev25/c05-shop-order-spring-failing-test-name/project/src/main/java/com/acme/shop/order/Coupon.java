package com.acme.shop.order;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import lombok.Getter;
import lombok.Setter;

@Entity
@Getter
@Setter
public class Coupon {
    @Id
    @GeneratedValue
    private Long id;

    private String code;

    /** 0~100 */
    private int percentOff;

    private boolean active;
}
