package com.acme.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Pageable;
import org.springframework.test.util.ReflectionTestUtils;

class FeedServiceTest {

    private final FeedRepository repository = mock(FeedRepository.class);
    private final FeedEventPublisher publisher = mock(FeedEventPublisher.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-14T10:00:00Z"), ZoneOffset.UTC);
    private final FeedService service = new FeedService(repository, publisher, clock);

    private static FeedItem item(long id, String createdAt) {
        FeedItem item = new FeedItem(7, 1, "commented", "INV-" + id, Instant.parse(createdAt));
        ReflectionTestUtils.setField(item, "id", id);
        return item;
    }

    @Test
    void lastPageHasNoCursor() {
        when(repository.findPage(anyLong(), any(), any(Pageable.class)))
                .thenReturn(List.of(item(2, "2025-11-14T09:00:00Z")));
        assertThat(service.page(7, null, 30).nextCursor()).isNull();
    }

    @Test
    void fullPageHandsOutCursorOfLastItem() {
        when(repository.findPage(anyLong(), any(), any(Pageable.class)))
                .thenReturn(List.of(item(3, "2025-11-14T09:00:00Z"), item(2, "2025-11-14T08:00:00Z")));
        var page = service.page(7, null, 2);
        assertThat(FeedCursor.decode(page.nextCursor())).isEqualTo(Instant.parse("2025-11-14T08:00:00Z"));
    }

    @Test
    void sinceFlagsTruncationWhenMoreThanTheLimitArrived() {
        List<FeedItem> many = java.util.stream.LongStream.rangeClosed(1, FeedService.SINCE_LIMIT + 1)
                .mapToObj(id -> item(id, "2025-11-14T09:00:00Z"))
                .toList();
        when(repository.findInsertedAfter(anyLong(), anyLong(), any(Pageable.class))).thenReturn(many);
        var response = service.since(7, 0);
        assertThat(response.truncated()).isTrue();
        assertThat(response.items()).hasSize(FeedService.SINCE_LIMIT);
    }

    @Test
    void recordPublishesTheSavedItem() {
        when(repository.save(any(FeedItem.class))).thenAnswer(inv -> {
            FeedItem saved = inv.getArgument(0);
            ReflectionTestUtils.setField(saved, "id", 42L);
            return saved;
        });
        var dto = service.record(7, 1, "commented", "INV-9");
        assertThat(dto.id()).isEqualTo(42);
        verify(publisher).published(dto);
    }
}
