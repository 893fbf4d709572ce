package jp.co.kurobox.shipping.order;

/** Lifecycle of an order. Only PENDING and PAID orders may still change. */
public enum OrderStatus {
    PENDING("未決済"),
    PAID("決済済み"),
    SHIPPED("発送済み"),
    DELIVERED("配達完了"),
    CANCELLED("キャンセル");

    private final String label;

    OrderStatus(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** True once the parcel has left the warehouse. */
    public boolean hasShipped() {
        return this == SHIPPED || this == DELIVERED;
    }

    public boolean isEditable() {
        return this == PENDING || this == PAID;
    }

    public boolean isFinal() {
        return this == DELIVERED || this == CANCELLED;
    }
}
