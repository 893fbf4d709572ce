package jp.ichiba.market.seller;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class Seller {
    @Id
    private Long id;
    private String shopName;
    /** 販売手数料率（%）。例: 8 = 8% */
    private int commissionRate;
    private boolean active;

    protected Seller() {
    }

    public Seller(Long id, String shopName, int commissionRate) {
        this.id = id;
        this.shopName = shopName;
        this.commissionRate = commissionRate;
        this.active = true;
    }

    public Long getId() {
        return id;
    }

    public String getShopName() {
        return shopName;
    }

    public int getCommissionRate() {
        return commissionRate;
    }

    public boolean isActive() {
        return active;
    }
}
