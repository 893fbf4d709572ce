package jp.kurashi.shop.order;

public enum OrderStatus {
    PENDING,
    PAID,
    SHIPPED,
    DELIVERED,
    CANCELLED;

    public boolean isOpen() {
        return this == PENDING || this == PAID;
    }

    public boolean canCancel() {
        return this == PENDING || this == PAID;
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
