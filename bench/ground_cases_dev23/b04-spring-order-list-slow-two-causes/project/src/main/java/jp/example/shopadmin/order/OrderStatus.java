package jp.example.shopadmin.order;

import java.util.EnumSet;
import java.util.Set;

public enum OrderStatus {
    PENDING,
    PAID,
    SHIPPED,
    DELIVERED,
    CANCELLED;

    private Set<OrderStatus> next() {
        return switch (this) {
            case PENDING -> EnumSet.of(PAID, CANCELLED);
            case PAID -> EnumSet.of(SHIPPED, CANCELLED);
            case SHIPPED -> EnumSet.of(DELIVERED);
            case DELIVERED, CANCELLED -> EnumSet.noneOf(OrderStatus.class);
        };
    }

    public boolean canMoveTo(OrderStatus target) {
        return next().contains(target);
    }

    public String label() {
        return switch (this) {
            case PENDING -> "入金待ち";
            case PAID -> "入金済み";
            case SHIPPED -> "発送済み";
            case DELIVERED -> "配達完了";
            case CANCELLED -> "キャンセル";
        };
    }
}
