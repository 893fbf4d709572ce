package jp.co.kitamura.orderapi.web.dto;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;

public record CustomerRequest(
        @NotBlank String name,
        String nameKana,
        @NotBlank @Email String email,
        String phone,
        @NotNull @Valid AddressDto billingAddress,
        @NotNull @Valid AddressDto shippingAddress) {
}
