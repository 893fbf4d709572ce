package com.acme.billing.customer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.jdbc.Sql;

@JdbcTest
@Import(CustomerSearchService.class)
@Sql("/fixtures/customers.sql")
class CustomerSearchServiceTest {

    @Autowired
    CustomerSearchService service;

    @Test
    void findsByNameCaseInsensitive() {
        List<CustomerSearchService.CustomerSummary> found = service.search(1L, "ACME");
        assertThat(found).extracting(CustomerSearchService.CustomerSummary::displayName)
                .containsExactly("Acme Corp", "Acme Logistics");
    }

    @Test
    void onlySearchesOwnTenant() {
        assertThat(service.search(2L, "acme")).isEmpty();
    }

    @Test
    void ignoresVeryShortQueries() {
        assertThat(service.search(1L, "a")).isEmpty();
    }

    @Test
    void handlesApostrophes() {
        assertThat(service.search(1L, "o'brien")).extracting(CustomerSearchService.CustomerSummary::displayName)
                .containsExactly("Siobhan O'Brien");
    }

    @Test
    void treatsLikeWildcardsLiterally() {
        assertThat(service.search(1L, "100%")).isEmpty();
    }
}
