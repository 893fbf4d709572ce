package com.acme.feed;

import java.time.Instant;
import java.util.List;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface FeedRepository extends JpaRepository<FeedItem, Long> {

    /** One page of the feed, newest first, strictly older than the cursor. */
    @Query("""
            select f from FeedItem f
            where f.workspaceId = :workspaceId and f.createdAt < :before
            order by f.createdAt desc
            """)
    List<FeedItem> findPage(@Param("workspaceId") long workspaceId,
                            @Param("before") Instant before,
                            Pageable page);

    /** Items inserted after the given one, in insertion order (for reconnecting clients). */
    @Query("""
            select f from FeedItem f
            where f.workspaceId = :workspaceId and f.id > :afterId
            order by f.id asc
            """)
    List<FeedItem> findInsertedAfter(@Param("workspaceId") long workspaceId,
                                     @Param("afterId") long afterId,
                                     Pageable page);

    @Query("""
            select count(f) from FeedItem f
            where f.workspaceId = :workspaceId and f.createdAt >= :since
            """)
    long countSince(@Param("workspaceId") long workspaceId, @Param("since") Instant since);

    /** Used by the retention job. */
    @Query("select f.id from FeedItem f where f.createdAt < :cutoff")
    List<Long> findIdsOlderThan(@Param("cutoff") Instant cutoff, Pageable page);
}
