package com.northwind.billing.contract;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/** Pins the error contract from docs/api/errors.md. Owned by the SDK team: do not edit without them. */
@SpringBootTest(properties = "spring.jpa.hibernate.ddl-auto=create-drop")
@AutoConfigureMockMvc
class ErrorContractTest {

    @Autowired
    MockMvc mvc;

    private static final String BODY = """
            {"externalRef": "dup-1", "customerId": "cus_9", "amount": 10}
            """;

    @Test
    void duplicateExternalRefReturns409() throws Exception {
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isCreated());
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON).content(BODY))
                .andExpect(status().isConflict())
                .andExpect(jsonPath("$.code").value("DUPLICATE_REFERENCE"))
                .andExpect(jsonPath("$.details").isArray());
    }

    @Test
    void missingAmountListsTheField() throws Exception {
        mvc.perform(post("/api/v1/invoices").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"externalRef\": \"x\", \"customerId\": \"c\"}"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("VALIDATION_FAILED"))
                .andExpect(jsonPath("$.details[0].field").value("amount"));
    }
}
