package jp.co.kurobox.shipping.order;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** Body of PATCH /orders/{id}/address. */
public record AddressRequest(
        @NotBlank
        @Pattern(regexp = "\\d{3}-?\\d{4}", message = "postalCode must look like 150-0001 or 1500001")
        String postalCode,

        @NotBlank
        @Size(max = 200)
        String address) {

    /** Postal code as stored: always with the hyphen. */
    public String normalizedPostalCode() {
        String digits = postalCode.replace("-", "");
        return digits.substring(0, 3) + "-" + digits.substring(3);
    }

    /** Trims and collapses full-width spaces the address forms like to send. */
    public String normalizedAddress() {
        return address.replace('\u3000', ' ').trim().replaceAll(" {2,}", " ");
    }

    @Override
    public String toString() {
        return "AddressRequest[postalCode=" + postalCode + ", address=<redacted>]";
    }
}
