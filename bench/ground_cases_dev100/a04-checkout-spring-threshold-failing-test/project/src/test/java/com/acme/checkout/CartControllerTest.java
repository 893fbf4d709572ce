package com.acme.checkout;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class CartControllerTest {

    @Autowired
    MockMvc mvc;

    private static String cartJson(String unitPrice, int qty) {
        return """
                {"items":[{"sku":"MUG-01","qty":%d,"unitPrice":%s,"weightKg":0.4}],"country":"DE"}
                """.formatted(qty, unitPrice);
    }

    @Test
    void quoteReturnsFlatRate() throws Exception {
        mvc.perform(post("/api/cart/quote").contentType(MediaType.APPLICATION_JSON).content(cartJson("15.00", 2)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.shipping").value(4.9))
                .andExpect(jsonPath("$.toFreeShipping").value(20.0));
    }

    @Test
    void quoteIsFreeAtExactlyFiftyEuros() throws Exception {
        mvc.perform(post("/api/cart/quote").contentType(MediaType.APPLICATION_JSON).content(cartJson("25.00", 2)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.shipping").value(0.0))
                .andExpect(jsonPath("$.toFreeShipping").value(0.0));
    }

    @Test
    void rejectsEmptyCart() throws Exception {
        mvc.perform(post("/api/cart/quote").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"items\":[],\"country\":\"DE\"}"))
                .andExpect(status().isBadRequest());
    }
}
