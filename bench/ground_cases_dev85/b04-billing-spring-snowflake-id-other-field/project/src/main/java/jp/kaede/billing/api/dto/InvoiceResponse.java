package jp.kaede.billing.api.dto;

import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import jp.kaede.billing.domain.Invoice;

public record InvoiceResponse(
        @JsonSerialize(using = ToStringSerializer.class) long id,
        String number,
        long customerId,
        String status,
        long totalYen,
        OffsetDateTime issuedAt,
        OffsetDateTime dueAt,
        List<LineItemResponse> lines) {

    private static final ZoneId JST = ZoneId.of("Asia/Tokyo");

    public static InvoiceResponse from(Invoice inv) {
        return new InvoiceResponse(
                inv.id(),
                inv.number(),
                inv.customerId(),
                inv.status().name().toLowerCase(),
                inv.totalYen(),
                OffsetDateTime.ofInstant(inv.issuedAt(), JST),
                OffsetDateTime.ofInstant(inv.dueAt(), JST),
                inv.lines().stream().map(LineItemResponse::from).toList());
    }
}
