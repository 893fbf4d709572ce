package jp.kaede.billing.api;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class InvoiceControllerTest {

    @Autowired
    MockMvc mvc;

    @Test
    void returnsInvoice() throws Exception {
        mvc.perform(get("/api/v1/invoices/1789012345678901234"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.id").value("1789012345678901234"))
                .andExpect(jsonPath("$.number").value("INV-2025-0001"))
                .andExpect(jsonPath("$.totalYen").value(13400))
                .andExpect(jsonPath("$.issuedAt").value("2025-11-01T00:00:00+09:00"));
    }

    @Test
    void unknownInvoiceIs404() throws Exception {
        mvc.perform(get("/api/v1/invoices/1"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("invoice_not_found"));
    }
}
