package com.meetbook.calendar;

import com.google.api.client.auth.oauth2.TokenResponse;
import com.google.api.client.googleapis.auth.oauth2.GoogleAuthorizationCodeFlow;
import com.google.api.client.googleapis.auth.oauth2.GoogleRefreshTokenRequest;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import org.springframework.stereotype.Component;

@Component
public class TokenStore {

    /** Refresh a minute early so a token never expires mid-request. */
    private static final long EARLY_SECONDS = 60;

    private final GoogleAuthorizationCodeFlow flow;
    private final CalendarConnectionRepository repo;
    private final Clock clock;

    public TokenStore(GoogleAuthorizationCodeFlow flow, CalendarConnectionRepository repo, Clock clock) {
        this.flow = flow;
        this.repo = repo;
        this.clock = clock;
    }

    public boolean isExpired(CalendarConnection c) {
        return c.getExpiresAt() == null || Instant.now(clock).isAfter(c.getExpiresAt().minusSeconds(EARLY_SECONDS));
    }

    public String accessToken(CalendarConnection c) throws IOException {
        if (!isExpired(c)) {
            return c.getAccessToken();
        }
        TokenResponse r = new GoogleRefreshTokenRequest(flow.getTransport(), flow.getJsonFactory(),
                c.getRefreshToken(), flow.getClientAuthentication().toString(), "")
            .setClientAuthentication(flow.getClientAuthentication())
            .execute();
        c.setTokens(r.getAccessToken(), Instant.now(clock).plusSeconds(r.getExpiresInSeconds()));
        repo.save(c);
        return r.getAccessToken();
    }
}
