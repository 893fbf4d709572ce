package jp.kurashi.report.domain;

import java.math.BigDecimal;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;

@Entity
@Table(name = "orders")
public class Order {

    @Id
    private Long id;

    private Long storeId;

    private OffsetDateTime orderedAt;

    private String status;

    @OneToMany(mappedBy = "order", fetch = FetchType.LAZY, cascade = CascadeType.ALL)
    private List<OrderLine> lines = new ArrayList<>();

    protected Order() {
    }

    public Order(Long id, Long storeId, OffsetDateTime orderedAt, String status) {
        this.id = id;
        this.storeId = storeId;
        this.orderedAt = orderedAt;
        this.status = status;
    }

    public BigDecimal total() {
        return lines.stream().map(OrderLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public Long getId() { return id; }
    public Long getStoreId() { return storeId; }
    public OffsetDateTime getOrderedAt() { return orderedAt; }
    public String getStatus() { return status; }
    public List<OrderLine> getLines() { return lines; }
}
