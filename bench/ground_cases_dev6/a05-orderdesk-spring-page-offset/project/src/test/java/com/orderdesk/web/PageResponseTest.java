package com.orderdesk.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;

class PageResponseTest {

    @Test
    void pageNumberIsOneBased() {
        var page = new PageImpl<>(List.of("a", "b"), PageRequest.of(0, 2), 5);
        PageResponse<String> response = PageResponse.of(page, s -> s);
        assertThat(response.page()).isEqualTo(1);
        assertThat(response.totalPages()).isEqualTo(3);
    }

    @Test
    void sizeIsClamped() {
        assertThat(PageResponse.clampSize(0)).isEqualTo(1);
        assertThat(PageResponse.clampSize(500)).isEqualTo(100);
    }
}
