package com.acme.orders.billing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.jsonPath;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.client.RestClientTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.client.MockRestServiceServer;

@RestClientTest(BillingClient.class)
class BillingClientTest {

    @Autowired BillingClient client;
    @Autowired MockRestServiceServer server;

    @Test
    void createInvoiceSendsCustomerAndLines() {
        server.expect(requestTo("/v2/invoices"))
                .andExpect(jsonPath("$.customer_ref").value("C-100"))
                .andExpect(jsonPath("$.lines[0].sku").value("SKU-1"))
                .andRespond(withSuccess("{\"id\":\"inv_1\",\"number\":\"INV-2025-0001\",\"status\":\"OPEN\","
                        + "\"total\":20.00,\"currency\":\"EUR\",\"due_date\":\"2025-12-01\"}",
                        MediaType.APPLICATION_JSON));

        InvoiceResponse invoice = client.createInvoice(CreateInvoiceRequest.prepaid("C-100", "O-1", "EUR",
                List.of(new CreateInvoiceRequest.Line("SKU-1", "Widget", 2, new BigDecimal("10.00")))));

        assertThat(invoice.number()).isEqualTo("INV-2025-0001");
        assertThat(invoice.isOpen()).isTrue();
    }
}
