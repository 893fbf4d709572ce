package com.acme.order;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import org.springframework.stereotype.Service;

import java.util.List;

@Service
public class OrderService {

    public record LineRequest(@NotBlank String sku, @Min(1) @Max(99) int quantity) {}

    public record Line(String sku, int quantity, long unitCents, long subtotalCents) {}

    public record Quote(List<Line> lines, long totalCents, String currency) {}

    private final PricingClient pricing;

    public OrderService(PricingClient pricing) {
        this.pricing = pricing;
    }

    public Quote quote(List<LineRequest> requests) {
        var lines = requests.stream().map(this::line).toList();
        long total = lines.stream().mapToLong(Line::subtotalCents).sum();
        return new Quote(lines, total, "CNY");
    }

    private Line line(LineRequest request) {
        var price = pricing.priceOf(request.sku());
        if (!"CNY".equals(price.currency())) {
            throw new IllegalStateException("unexpected currency " + price.currency() + " for " + request.sku());
        }
        long unit = price.amountCents();
        return new Line(request.sku(), request.quantity(), unit, unit * request.quantity());
    }
}
