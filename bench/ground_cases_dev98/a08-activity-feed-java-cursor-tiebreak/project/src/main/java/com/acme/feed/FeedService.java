package com.acme.feed;

import com.acme.feed.FeedDtos.FeedItemDto;
import com.acme.feed.FeedDtos.FeedPage;
import com.acme.feed.FeedDtos.SinceResponse;
import java.time.Clock;
import java.util.List;
import org.springframework.data.domain.PageRequest;
import org.springframework.stereotype.Service;

@Service
public class FeedService {

    static final int DEFAULT_PAGE_SIZE = 30;
    static final int MAX_PAGE_SIZE = 100;

    private final FeedRepository repository;
    private final FeedEventPublisher publisher;
    private final Clock clock;

    public FeedService(FeedRepository repository, FeedEventPublisher publisher, Clock clock) {
        this.repository = repository;
        this.publisher = publisher;
        this.clock = clock;
    }

    public FeedPage page(long workspaceId, String cursor, int size) {
        int limit = Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
        var before = cursor == null ? clock.instant().plusSeconds(1) : FeedCursor.decode(cursor);
        List<FeedItem> items = repository.findPage(workspaceId, before, PageRequest.of(0, limit));
        String next = items.size() < limit ? null : FeedCursor.encode(items.get(items.size() - 1).getCreatedAt());
        return new FeedPage(items.stream().map(FeedItemDto::from).toList(), next);
    }

    static final int SINCE_LIMIT = 100;

    /** What a client that has everything up to item {@code afterId} missed, oldest first. */
    public SinceResponse since(long workspaceId, long afterId) {
        List<FeedItem> items = repository.findInsertedAfter(workspaceId, afterId, PageRequest.of(0, SINCE_LIMIT + 1));
        boolean truncated = items.size() > SINCE_LIMIT;
        List<FeedItemDto> dtos = items.stream().limit(SINCE_LIMIT).map(FeedItemDto::from).toList();
        return new SinceResponse(dtos, truncated);
    }

    /** Saves the item (its own transaction) and only then pushes it to open feeds. */
    public FeedItemDto record(long workspaceId, long actorId, String verb, String objectRef) {
        FeedItem saved = repository.save(new FeedItem(workspaceId, actorId, verb, objectRef, clock.instant()));
        FeedItemDto dto = FeedItemDto.from(saved);
        publisher.published(dto);
        return dto;
    }
}
