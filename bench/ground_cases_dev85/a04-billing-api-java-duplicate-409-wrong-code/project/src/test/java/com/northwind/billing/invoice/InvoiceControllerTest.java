package com.northwind.billing.invoice;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@SpringBootTest(properties = "spring.jpa.hibernate.ddl-auto=create-drop")
@AutoConfigureMockMvc
class InvoiceControllerTest {

    @Autowired
    MockMvc mvc;

    private static final String BODY = """
            {"externalRef": "%s", "customerId": "cus_1", "amount": 120.50}
            """;

    @Test
    void createsInvoice() throws Exception {
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON).content(BODY.formatted("ref-1")))
                .andExpect(status().isCreated())
                .andExpect(jsonPath("$.externalRef").value("ref-1"));
    }

    @Test
    void duplicateExternalRefIsConflict() throws Exception {
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON).content(BODY.formatted("ref-dup")))
                .andExpect(status().isCreated());
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON).content(BODY.formatted("ref-dup")))
                .andExpect(status().isConflict());
    }

    @Test
    void unknownInvoiceIs404WithErrorBody() throws Exception {
        mvc.perform(get("/api/v1/invoices/999999"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("NOT_FOUND"));
    }
}
