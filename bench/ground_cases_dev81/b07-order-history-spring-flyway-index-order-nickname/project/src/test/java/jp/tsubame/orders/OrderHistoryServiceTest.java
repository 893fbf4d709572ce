package jp.tsubame.orders;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.testcontainers.service.connection.ServiceConnection;
import org.springframework.test.context.jdbc.Sql;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

@SpringBootTest
@Testcontainers
@Sql("/seed-orders.sql")
class OrderHistoryServiceTest {

    @Container
    @ServiceConnection
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:16-alpine");

    @Autowired
    OrderHistoryService service;

    @Test
    void historyIsNewestFirstAndCapped() {
        var page = service.history(1L, 0, 500);
        assertThat(page.getSize()).isEqualTo(50);
        assertThat(page.getContent()).isSortedAccordingTo(
                (a, b) -> b.createdAt().compareTo(a.createdAt()));
    }

    @Test
    void historyIncludesLines() {
        var first = service.history(1L, 0, 20).getContent().get(0);
        assertThat(first.lines()).isNotEmpty();
    }
}
