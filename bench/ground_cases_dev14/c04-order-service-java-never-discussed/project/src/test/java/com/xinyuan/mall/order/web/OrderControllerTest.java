package com.xinyuan.mall.order.web;

import com.xinyuan.mall.order.domain.Order;
import com.xinyuan.mall.order.service.OrderService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(OrderController.class)
class OrderControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    OrderService orderService;

    private static final String VALID = """
            {"userId": 42, "receiverName": "王芳", "receiverPhone": "13812345678",
             "address": "杭州市西湖区文三路 90 号", "items": [{"skuId": 1001, "quantity": 2}], "remark": "工作日送"}
            """;

    @Test
    void createsOrder() throws Exception {
        when(orderService.create(any())).thenReturn(new Order());
        mvc.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON).content(VALID))
                .andExpect(status().isCreated());
    }

    @Test
    void rejectsBadPhoneWithApiError() throws Exception {
        mvc.perform(post("/api/orders").contentType(MediaType.APPLICATION_JSON).content(VALID.replace("13812345678", "1381234")))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("INVALID_PARAM"))
                .andExpect(jsonPath("$.message").value("收货人手机号格式不正确"));
    }
}
