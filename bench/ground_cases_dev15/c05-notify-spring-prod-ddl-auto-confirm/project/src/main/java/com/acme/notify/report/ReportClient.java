package com.acme.notify.report;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

/** Pulls the daily reports that have to be mailed out from the reporting service. */
@Component
public class ReportClient {

    private static final Logger log = LoggerFactory.getLogger(ReportClient.class);

    private final RestTemplate rest;

    public ReportClient(RestTemplateBuilder builder,
                        @Value("${reporting.base-url}") String baseUrl,
                        @Value("${reporting.connect-timeout:2s}") Duration connectTimeout,
                        @Value("${reporting.read-timeout:10s}") Duration readTimeout) {
        this.rest = builder.rootUri(baseUrl)
                .setConnectTimeout(connectTimeout)
                .setReadTimeout(readTimeout)
                .build();
    }

    public List<DailyReport> dailyReports(LocalDate day) {
        try {
            DailyReport[] body = rest.getForObject("/api/reports/daily?date={d}", DailyReport[].class, day);
            return body == null ? List.of() : List.of(body);
        } catch (RestClientException e) {
            log.warn("reporting service failed for {}: {}", day, e.getMessage());
            return List.of();
        }
    }

    public void acknowledge(long reportId) {
        rest.postForLocation("/api/reports/{id}/ack", null, reportId);
    }

    public record DailyReport(long id, String title, String recipient, LocalDate date) {}
}
