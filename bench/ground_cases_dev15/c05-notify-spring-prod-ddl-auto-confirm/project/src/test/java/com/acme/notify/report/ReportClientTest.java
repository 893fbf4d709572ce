package com.acme.notify.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.method;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withServerError;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.client.RestClientTest;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.client.MockRestServiceServer;

@RestClientTest(ReportClient.class)
@TestPropertySource(properties = "reporting.base-url=http://reporting.test")
class ReportClientTest {

    @Autowired ReportClient client;
    @Autowired MockRestServiceServer server;

    @Test
    void parsesDailyReports() {
        server.expect(requestTo("http://reporting.test/api/reports/daily?date=2025-11-17"))
                .andRespond(withSuccess("[{\"id\":1,\"title\":\"销售日报\",\"recipient\":\"a@acme.com\",\"date\":\"2025-11-17\"}]",
                        MediaType.APPLICATION_JSON));
        var list = client.dailyReports(LocalDate.of(2025, 11, 17));
        assertThat(list).hasSize(1);
        assertThat(list.get(0).title()).isEqualTo("销售日报");
    }

    @Test
    void serverErrorGivesEmptyList() {
        server.expect(requestTo("http://reporting.test/api/reports/daily?date=2025-11-17"))
                .andRespond(withServerError());
        assertThat(client.dailyReports(LocalDate.of(2025, 11, 17))).isEmpty();
    }

    @Test
    void acknowledgePosts() {
        server.expect(requestTo("http://reporting.test/api/reports/7/ack"))
                .andExpect(method(HttpMethod.POST))
                .andRespond(withSuccess());
        client.acknowledge(7);
        server.verify();
    }
}
