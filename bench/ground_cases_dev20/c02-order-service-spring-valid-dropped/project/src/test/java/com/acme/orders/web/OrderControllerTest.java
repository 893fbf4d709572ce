package com.acme.orders.web;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.acme.orders.service.OrderService;
import com.acme.orders.web.dto.OrderResponse;
import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(OrderController.class)
class OrderControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    OrderService orderService;

    private static final OrderResponse CREATED =
            new OrderResponse(42L, "SKU-1", 2, new BigDecimal("19.80"), "NEW", Instant.parse("2025-11-01T00:00:00Z"));

    @Test
    void createOrder_returns201() throws Exception {
        when(orderService.create(any(), anyString())).thenReturn(CREATED);
        mvc.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"sku\":\"SKU-1\",\"quantity\":2,\"address\":\"上海市徐汇区\"}"))
                .andExpect(status().isCreated());
    }

    @Test
    void createOrder_rejectsZeroQuantity() throws Exception {
        when(orderService.create(any(), anyString())).thenReturn(CREATED);
        mvc.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"sku\":\"SKU-1\",\"quantity\":0,\"address\":\"上海市徐汇区\"}"))
                .andExpect(status().isBadRequest());
    }

    @Test
    void createOrder_rejectsMissingSku() throws Exception {
        mvc.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON)
                        .content("{\"quantity\":1,\"address\":\"上海市徐汇区\"}"))
                .andExpect(status().isBadRequest());
    }
}
