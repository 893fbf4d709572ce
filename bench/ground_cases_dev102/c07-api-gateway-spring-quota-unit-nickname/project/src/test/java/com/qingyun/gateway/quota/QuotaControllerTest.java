package com.qingyun.gateway.quota;

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
class QuotaControllerTest {

    @Autowired
    MockMvc mvc;

    @Test
    void pingCountsTowardsQuota() throws Exception {
        mvc.perform(get("/v1/ping").header("X-Api-Key", "k1")).andExpect(status().isOk());
        mvc.perform(get("/v1/quota").header("X-Api-Key", "k1"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.used").value(1));
    }

    @Test
    void missingKeyIs400() throws Exception {
        mvc.perform(get("/v1/ping")).andExpect(status().isBadRequest());
    }
}
