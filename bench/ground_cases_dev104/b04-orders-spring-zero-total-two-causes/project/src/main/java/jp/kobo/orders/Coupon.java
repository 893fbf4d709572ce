package jp.kobo.orders;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.math.BigDecimal;
import java.time.LocalDate;

/** A discount coupon. Rows are created by the back-office admin tool. */
@Entity
public class Coupon {

    @Id
    private String code;

    /** Discount rate of the coupon. */
    @Column(nullable = false, precision = 5, scale = 2)
    private BigDecimal rate;

    private LocalDate validUntil;

    protected Coupon() {
    }

    public Coupon(String code, BigDecimal rate, LocalDate validUntil) {
        this.code = code;
        this.rate = rate;
        this.validUntil = validUntil;
    }

    public String getCode() { return code; }

    public BigDecimal getRate() { return rate; }

    public boolean isValidOn(LocalDate day) {
        return validUntil == null || !day.isAfter(validUntil);
    }
}
