package com.acme.billing.invoice;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.*;

import java.time.LocalDate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class InvoiceControllerTest {
    @Autowired MockMvc mvc;
    @Autowired InvoiceRepository repo;

    @BeforeEach
    void seed() {
        repo.deleteAll();
        repo.save(invoice(42L, InvoiceStatus.OPEN));
        repo.save(invoice(42L, InvoiceStatus.PAID));
        repo.save(invoice(42L, InvoiceStatus.VOID));
    }

    private Invoice invoice(Long customer, InvoiceStatus status) {
        Invoice i = new Invoice();
        i.setCustomerId(customer);
        i.setStatus(status);
        i.setDueDate(LocalDate.of(2025, 4, 1));
        return i;
    }

    @Test
    void listExcludesVoidedInvoices() throws Exception {
        mvc.perform(get("/api/invoices").param("customerId", "42"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.length()").value(2));
    }
}
