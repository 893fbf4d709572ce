package cn.example.member.web;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import cn.example.member.domain.Member;
import cn.example.member.service.SignupService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(SignupController.class)
class SignupControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    SignupService signupService;

    private static final String BODY = """
            {"phone":"13800138000","smsCode":"123456","password":"%s",
             "nickname":"小王","email":"wang@example.com","birthday":"2001-05-03"}""";

    @Test
    void createsMember() throws Exception {
        Member m = new Member();
        m.setNickname("小王");
        when(signupService.register(any())).thenReturn(m);
        mvc.perform(post("/api/members/signup").contentType(MediaType.APPLICATION_JSON)
                        .content(BODY.formatted("abcd1234xyz")))
                .andExpect(status().isCreated());
    }

    @Test
    void rejectsShortPassword() throws Exception {
        mvc.perform(post("/api/members/signup").contentType(MediaType.APPLICATION_JSON)
                        .content(BODY.formatted("abc12")))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("VALIDATION_FAILED"));
    }
}
