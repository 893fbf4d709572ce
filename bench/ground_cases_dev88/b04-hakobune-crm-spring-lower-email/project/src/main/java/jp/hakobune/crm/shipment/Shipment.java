package jp.hakobune.crm.shipment;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "shipments")
public class Shipment {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "customer_id", nullable = false)
    private Long customerId;

    @Column(name = "tracking_no", nullable = false)
    private String trackingNo;

    @Column(nullable = false)
    private String status;

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public String getTrackingNo() { return trackingNo; }
    public String getStatus() { return status; }
    public void setStatus(String status) { this.status = status; }
}
