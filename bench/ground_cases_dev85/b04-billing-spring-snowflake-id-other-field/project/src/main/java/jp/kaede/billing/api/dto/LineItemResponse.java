package jp.kaede.billing.api.dto;

import jp.kaede.billing.domain.LineItem;

public record LineItemResponse(
        long id,
        long invoiceId,
        String description,
        int quantity,
        long unitPriceYen,
        long amountYen) {

    public static LineItemResponse from(LineItem li) {
        return new LineItemResponse(
                li.id(),
                li.invoiceId(),
                li.description(),
                li.quantity(),
                li.unitPriceYen(),
                li.amountYen());
    }
}
