package jp.co.sankyo.billing.domain;

import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;

@Entity
@Table(name = "M_CUSTOMER")
public class Customer {

    @Id
    @Column(name = "CUSTOMER_ID")
    private Long id;

    @Column(name = "CUSTOMER_NAME", length = 120)
    private String name;

    @Column(name = "CUSTOMER_NAME_KANA", length = 120)
    private String nameKana;

    @Column(name = "BILLING_CODE", length = 20)
    private String billingCode;

    public Long getId() { return id; }
    public String getName() { return name; }
    public String getNameKana() { return nameKana; }
    public String getBillingCode() { return billingCode; }
}
