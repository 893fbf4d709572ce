package com.example.inventory.product;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(StockController.class)
class StockControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    ProductService service;

    private org.springframework.test.web.servlet.ResultActions adjust(String body) throws Exception {
        return mvc.perform(post("/api/stock/A-100/adjust").contentType(MediaType.APPLICATION_JSON).content(body));
    }

    @Test
    void acceptsNormalDelta() throws Exception {
        when(service.adjustStock(eq("A-100"), anyInt())).thenReturn(15);
        adjust("{\"delta\": 5}").andExpect(status().isOk()).andExpect(jsonPath("$.stock").value(15));
    }

    @Test
    void rejectsZero() throws Exception {
        adjust("{\"delta\": 0}").andExpect(status().isBadRequest());
    }

    @Test
    void rejectsTooLarge() throws Exception {
        adjust("{\"delta\": 10001}").andExpect(status().isBadRequest());
        adjust("{\"delta\": -10001}").andExpect(status().isBadRequest());
    }
}
