package com.brightcart.orders.invoice;

import static org.assertj.core.api.Assertions.assertThat;

import com.brightcart.orders.customer.Address;
import com.brightcart.orders.testdata.Orders;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class InvoiceMapperTest {

    private final Clock clock = Clock.fixed(Instant.parse("2025-11-07T10:00:00Z"), ZoneOffset.UTC);
    private final InvoiceMapper mapper = new InvoiceMapper(clock, new VatRates());

    @Test
    void germanCustomerPays19Percent() {
        var order = Orders.withCustomer(new Address("Hauptstr. 5", null, "10115", "Berlin", "DE"),
                "SKU-1", 2, "10.00");
        InvoiceDto dto = mapper.toDto(order, "2025-000142");
        assertThat(dto.net()).isEqualByComparingTo("20.00");
        assertThat(dto.vat()).isEqualByComparingTo("3.80");
        assertThat(dto.countryCode()).isEqualTo("DE");
    }

    @Test
    void austrianCustomerPays20Percent() {
        var order = Orders.withCustomer(new Address("Ring 1", null, "1010", "Wien", "AT"),
                "SKU-2", 1, "50.00");
        InvoiceDto dto = mapper.toDto(order, "2025-000143");
        assertThat(dto.vat()).isEqualByComparingTo(new BigDecimal("10.00"));
        assertThat(dto.gross()).isEqualByComparingTo("60.00");
    }
}
