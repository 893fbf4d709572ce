package com.kuaipei.orders.contract;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;

import com.kuaipei.orders.api.OrderController;
import com.kuaipei.orders.api.dto.PageResponse;
import com.kuaipei.orders.service.OrderService;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

/** The list envelope as the app (iOS/Android) and the H5 pages parse it. Do not change without a new API version. */
@WebMvcTest(OrderController.class)
class PageResponseContractTest {
    @Autowired MockMvc mvc;
    @MockBean OrderService orders;

    @Test
    void totalIsANumber() throws Exception {
        when(orders.list(any(), anyInt(), anyInt())).thenReturn(new PageResponse<>(List.of(), 1, 20, 57L));
        mvc.perform(get("/api/orders"))
                .andExpect(jsonPath("$.items").isArray())
                .andExpect(jsonPath("$.page").isNumber())
                .andExpect(jsonPath("$.size").isNumber())
                .andExpect(jsonPath("$.total").isNumber());
    }
}
