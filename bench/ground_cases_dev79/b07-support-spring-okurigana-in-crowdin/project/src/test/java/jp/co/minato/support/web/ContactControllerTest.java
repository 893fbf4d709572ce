package jp.co.minato.support.web;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class ContactControllerTest {

    @Autowired
    MockMvc mvc;

    @Test
    void englishForm() throws Exception {
        mvc.perform(get("/contact").param("lang", "en"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("Contact us")));
    }

    @Test
    void japaneseFormIsNotGarbled() throws Exception {
        mvc.perform(get("/contact").param("lang", "ja"))
                .andExpect(status().isOk())
                .andExpect(content().string(containsString("お名前")));
    }
}
