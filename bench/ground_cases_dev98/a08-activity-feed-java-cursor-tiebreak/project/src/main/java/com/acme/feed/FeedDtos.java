package com.acme.feed;

import java.time.Instant;
import java.util.List;

/** What the feed API returns; entities never leave the service. */
public final class FeedDtos {

    private FeedDtos() {
    }

    public record FeedItemDto(long id, long workspaceId, long actorId, String verb, String objectRef, Instant createdAt) {
        static FeedItemDto from(FeedItem item) {
            return new FeedItemDto(item.getId(), item.getWorkspaceId(), item.getActorId(),
                    item.getVerb(), item.getObjectRef(), item.getCreatedAt());
        }
    }

    /** A page of the feed; nextCursor is null on the last page. */
    public record FeedPage(List<FeedItemDto> items, String nextCursor) {
    }

    /** Result of the since endpoint; truncated means there were more, reload the first page. */
    public record SinceResponse(List<FeedItemDto> items, boolean truncated) {
    }

    /** Body of POST /api/workspaces/{id}/feed, used by the other services. */
    public record RecordRequest(long actorId, String verb, String objectRef) {
        public RecordRequest {
            if (verb == null || verb.isBlank() || verb.length() > 40) {
                throw new IllegalArgumentException("verb must be 1-40 characters");
            }
            if (objectRef == null || objectRef.isBlank()) {
                throw new IllegalArgumentException("objectRef is required");
            }
        }
    }
}
