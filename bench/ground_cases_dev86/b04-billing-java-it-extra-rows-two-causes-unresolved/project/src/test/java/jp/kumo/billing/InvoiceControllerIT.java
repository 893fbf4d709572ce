package jp.kumo.billing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class InvoiceControllerIT {
    @Autowired TestRestTemplate http;

    @Test
    void issuesInvoice() {
        var res = http.postForEntity("/invoices?customerId=5&amount=1200", null, Invoice.class);
        assertThat(res.getStatusCode().is2xxSuccessful()).isTrue();
        assertThat(res.getBody().getStatus()).isEqualTo("OPEN");
    }
}
