package com.lanxi.mall.search;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(SearchController.class)
class SearchControllerTest {

    @Autowired MockMvc mvc;
    @MockBean ProductSearchService service;

    @Test
    void returnsHitsWithHighlight() throws Exception {
        when(service.search(eq("耳机"), eq(null), anyInt(), anyInt())).thenReturn(List.of(
                new ProductHit("1", "降噪耳机", "sony", new BigDecimal("999"),
                        Map.of("title.ik", List.of("降噪<em>耳机</em>")))));
        mvc.perform(get("/api/search").param("q", " 耳机 "))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$[0].title").value("降噪耳机"));
    }
}
