package com.meetbook.calendar;

import com.google.api.client.googleapis.auth.oauth2.GoogleAuthorizationCodeFlow;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ConnectionController {

    private final CalendarConnectionRepository repo;
    private final GoogleAuthorizationCodeFlow flow;
    private final GoogleOAuthConfig.Props props;

    public ConnectionController(CalendarConnectionRepository repo, GoogleAuthorizationCodeFlow flow,
                                GoogleOAuthConfig.Props props) {
        this.repo = repo;
        this.flow = flow;
        this.props = props;
    }

    @GetMapping("/api/users/{userId}/calendar")
    public ResponseEntity<Map<String, Object>> status(@PathVariable long userId) {
        return repo.findById(userId)
            .map(c -> ResponseEntity.ok(Map.<String, Object>of(
                "email", c.getGoogleEmail(),
                "status", c.getStatus().name(),
                "lastSyncedAt", String.valueOf(c.getLastSyncedAt()),
                "reconnectUrl", c.getStatus() == CalendarConnection.Status.NEEDS_REAUTH
                    ? GoogleOAuthConfig.authorizationUrl(flow, props, "reauth:" + userId)
                    : "")))
            .orElse(ResponseEntity.notFound().build());
    }
}
