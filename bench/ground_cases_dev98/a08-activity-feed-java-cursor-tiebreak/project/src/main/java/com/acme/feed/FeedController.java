package com.acme.feed;

import com.acme.feed.FeedCursor.InvalidCursorException;
import com.acme.feed.FeedDtos.FeedItemDto;
import com.acme.feed.FeedDtos.FeedPage;
import com.acme.feed.FeedDtos.RecordRequest;
import com.acme.feed.FeedDtos.SinceResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/workspaces/{workspaceId}/feed")
public class FeedController {

    private final FeedService feed;

    public FeedController(FeedService feed) {
        this.feed = feed;
    }

    @GetMapping
    public FeedPage page(@PathVariable long workspaceId,
                         @RequestParam(required = false) String cursor,
                         @RequestParam(defaultValue = "" + FeedService.DEFAULT_PAGE_SIZE) int size) {
        return feed.page(workspaceId, cursor, size);
    }

    @GetMapping("/since")
    public SinceResponse since(@PathVariable long workspaceId, @RequestParam long after) {
        return feed.since(workspaceId, after);
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public FeedItemDto record(@PathVariable long workspaceId, @RequestBody RecordRequest request) {
        return feed.record(workspaceId, request.actorId(), request.verb(), request.objectRef());
    }

    @ExceptionHandler({InvalidCursorException.class, IllegalArgumentException.class})
    ProblemDetail badRequest(IllegalArgumentException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
    }
}
