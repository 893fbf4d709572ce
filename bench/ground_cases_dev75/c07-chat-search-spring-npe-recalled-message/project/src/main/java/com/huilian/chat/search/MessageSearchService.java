package com.huilian.chat.search;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.stereotype.Service;

@Service
public class MessageSearchService {

    private static final int SNIPPET_RADIUS = 30;

    private final MessageRepository repo;

    public MessageSearchService(MessageRepository repo) {
        this.repo = repo;
    }

    public Page<SearchResult> search(long userId, String q, int page, int size) {
        List<String> terms = tokenize(q);
        if (terms.isEmpty()) {
            return Page.empty(PageRequest.of(page, size));
        }
        Sort order = Sort.by(Sort.Direction.DESC, "createdAt").and(Sort.by(Sort.Direction.DESC, "id"));
        Pageable pageable = PageRequest.of(page, size, order);
        Page<Message> hits = repo.searchVisibleTo(userId, terms.get(0), pageable);
        return hits.map(m -> new SearchResult(
                m.getId(),
                m.getConversationId(),
                m.getSenderName(),
                highlight(m.getBody(), terms),
                m.getCreatedAt()));
    }

    List<String> tokenize(String q) {
        return Arrays.stream(q.trim().split("\\s+"))
                .filter(t -> t.length() >= 2 || containsCjk(t))
                .map(t -> t.toLowerCase(Locale.ROOT))
                .distinct()
                .toList();
    }

    private static boolean containsCjk(String s) {
        return s.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN);
    }

    String highlight(String body, List<String> terms) {
        String lower = body.toLowerCase(Locale.ROOT);
        int at = -1;
        String hit = null;
        for (String t : terms) {
            at = lower.indexOf(t);
            if (at >= 0) {
                hit = t;
                break;
            }
        }
        if (hit == null) {
            return body.length() <= SNIPPET_RADIUS * 2 ? body : body.substring(0, SNIPPET_RADIUS * 2) + "…";
        }
        int from = Math.max(0, at - SNIPPET_RADIUS);
        int to = Math.min(body.length(), at + hit.length() + SNIPPET_RADIUS);
        String snippet = body.substring(from, at) + "<em>" + body.substring(at, at + hit.length()) + "</em>"
                + body.substring(at + hit.length(), to);
        return (from > 0 ? "…" : "") + snippet + (to < body.length() ? "…" : "");
    }
}
