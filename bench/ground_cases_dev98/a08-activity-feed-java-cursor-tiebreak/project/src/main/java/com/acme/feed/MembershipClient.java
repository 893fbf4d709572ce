package com.acme.feed;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Who is in a workspace, from the membership service, cached for a minute. */
@Component
public class MembershipClient {

    private static final Duration TTL = Duration.ofMinutes(1);

    private record Entry(List<String> userIds, Instant fetchedAt) {
    }

    private final RestClient http;
    private final Map<Long, Entry> cache = new ConcurrentHashMap<>();

    public MembershipClient(RestClient.Builder builder, @Value("${membership.base-url}") String baseUrl) {
        this.http = builder.baseUrl(baseUrl).build();
    }

    public List<String> memberIds(long workspaceId) {
        Entry entry = cache.get(workspaceId);
        if (entry != null && entry.fetchedAt().plus(TTL).isAfter(Instant.now())) {
            return entry.userIds();
        }
        List<String> ids = http.get()
                .uri("/internal/workspaces/{id}/members", workspaceId)
                .retrieve()
                .body(MemberList.class)
                .userIds();
        cache.put(workspaceId, new Entry(ids, Instant.now()));
        return ids;
    }

    record MemberList(List<String> userIds) {
    }
}
