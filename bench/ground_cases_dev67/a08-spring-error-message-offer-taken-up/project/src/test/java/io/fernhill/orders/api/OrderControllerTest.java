package io.fernhill.orders.api;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import io.fernhill.orders.domain.OrderService;

@WebMvcTest(OrderController.class)
class OrderControllerTest {

    @Autowired MockMvc mvc;
    @MockBean OrderService service;

    @Test
    void pastDeliveryDateIsRejected() throws Exception {
        mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON)
                .content("{\"customerId\":\"c1\",\"deliveryDate\":\"2020-01-01\",\"lines\":[{\"sku\":\"A\",\"quantity\":1}]}"))
            .andExpect(status().isBadRequest())
            .andExpect(jsonPath("$.message").value("Invalid request: deliveryDate must be a future date"))
            .andExpect(jsonPath("$.fields[0].field").value("deliveryDate"));
    }

    @Test
    void malformedJsonIsRejected() throws Exception {
        mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON).content("{\"customerId\":"))
            .andExpect(status().isBadRequest())
            .andExpect(jsonPath("$.message").value("Invalid request"));
    }
}
