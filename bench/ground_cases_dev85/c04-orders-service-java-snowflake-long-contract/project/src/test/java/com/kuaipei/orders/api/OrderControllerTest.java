package com.kuaipei.orders.api;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.kuaipei.orders.api.dto.OrderDto;
import com.kuaipei.orders.service.OrderService;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(OrderController.class)
class OrderControllerTest {
    @Autowired MockMvc mvc;
    @MockBean OrderService orders;

    @Test
    void missingOrderIs404() throws Exception {
        when(orders.find(any())).thenReturn(Optional.empty());
        mvc.perform(get("/api/orders/1")).andExpect(status().isNotFound());
    }

    @Test
    void sizeAbove100IsRejected() throws Exception {
        mvc.perform(get("/api/orders").param("size", "101")).andExpect(status().is4xxClientError());
    }
}
