package com.example.shop.order;

import java.time.Instant;
import java.util.List;

public class Order {

    public enum Status { PLACED, SHIPPED, CANCELLED, REFUNDED }

    public record Line(String sku, int quantity, long unitPrice) {
        public long subtotal() {
            return unitPrice * quantity;
        }
    }

    private final long id;
    private final List<Line> lines;
    private final Instant placedAt;
    private Status status = Status.PLACED;
    private Instant closedAt;

    public Order(long id, List<Line> lines, Instant placedAt) {
        this.id = id;
        this.lines = List.copyOf(lines);
        this.placedAt = placedAt;
    }

    public long getId() { return id; }
    public List<Line> getLines() { return lines; }
    public Instant getPlacedAt() { return placedAt; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public Instant getClosedAt() { return closedAt; }
    public void setClosedAt(Instant closedAt) { this.closedAt = closedAt; }

    public long total() {
        return lines.stream().mapToLong(Line::subtotal).sum();
    }

    @Override
    public String toString() {
        return "Order{id=" + id + ", status=" + status + ", total=" + total() + ", lines=" + lines
                + ", placedAt=" + placedAt + (closedAt != null ? ", closedAt=" + closedAt : "") + "}";
    }
}
