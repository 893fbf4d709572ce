package io.fernhill.orders.api;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Future;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Positive;
import java.time.LocalDate;
import java.util.List;

public record CreateOrderRequest(
        @NotBlank String customerId,
        @Email String contactEmail,
        @Future LocalDate deliveryDate,
        @NotEmpty List<@Valid Line> lines) {

    public record Line(@NotBlank String sku, @Positive int quantity) {}
}
