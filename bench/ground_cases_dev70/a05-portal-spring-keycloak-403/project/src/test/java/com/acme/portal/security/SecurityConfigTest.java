package com.acme.portal.security;

import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.jwt;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.test.web.servlet.MockMvc;

import com.acme.portal.report.ReportController;
import com.acme.portal.report.ReportService;

@WebMvcTest(ReportController.class)
@Import({SecurityConfig.class, KeycloakRoleConverter.class})
class SecurityConfigTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    ReportService reports;

    @Test
    void anonymousIsRejected() throws Exception {
        mvc.perform(get("/api/reports/active-users")).andExpect(status().isUnauthorized());
    }

    @Test
    void adminCanReadReports() throws Exception {
        mvc.perform(get("/api/reports/active-users")
                        .with(jwt().authorities(new SimpleGrantedAuthority("ROLE_ADMIN"))))
                .andExpect(status().isOk());
    }

    @Test
    void userCannotReadReports() throws Exception {
        mvc.perform(get("/api/reports/active-users")
                        .with(jwt().authorities(new SimpleGrantedAuthority("ROLE_USER"))))
                .andExpect(status().isForbidden());
    }
}
