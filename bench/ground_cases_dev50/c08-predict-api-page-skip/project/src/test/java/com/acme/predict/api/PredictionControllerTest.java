package com.acme.predict.api;

import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.acme.predict.service.PredictionService;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(PredictionController.class)
class PredictionControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    PredictionService service;

    @Test
    void latestReturns404WhenMissing() throws Exception {
        when(service.latest("m1", "e1")).thenReturn(Optional.empty());
        mvc.perform(get("/api/models/m1/predictions/e1/latest")).andExpect(status().isNotFound());
    }
}
