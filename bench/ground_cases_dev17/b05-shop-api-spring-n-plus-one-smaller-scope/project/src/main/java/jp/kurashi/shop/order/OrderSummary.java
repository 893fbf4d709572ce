package jp.kurashi.shop.order;

import java.time.OffsetDateTime;

/** 一覧 API 用の軽いビュー。明細は件数と合計だけ返す。 */
public record OrderSummary(
        Long id,
        String orderNumber,
        String status,
        OffsetDateTime orderedAt,
        int itemCount,
        int total) {

    public static OrderSummary from(Order order) {
        int itemCount = order.getItems().stream().mapToInt(OrderItem::getQuantity).sum();
        int total = order.getItems().stream().mapToInt(OrderItem::subtotal).sum() + order.getShippingFee();
        return new OrderSummary(
                order.getId(),
                order.getOrderNumber(),
                order.getStatus().label(),
                order.getOrderedAt(),
                itemCount,
                total);
    }
}
