package com.meetbook.calendar;

import com.google.api.client.auth.oauth2.TokenResponseException;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class CalendarSyncJob {

    private static final Logger log = LoggerFactory.getLogger(CalendarSyncJob.class);

    private final CalendarConnectionRepository repo;
    private final TokenStore tokens;
    private final GoogleCalendarClient calendar;
    private final Clock clock;

    public CalendarSyncJob(CalendarConnectionRepository repo, TokenStore tokens, GoogleCalendarClient calendar, Clock clock) {
        this.repo = repo;
        this.tokens = tokens;
        this.calendar = calendar;
        this.clock = clock;
    }

    @Scheduled(fixedDelayString = "${google.calendar.sync-interval}")
    public void syncAll() {
        for (CalendarConnection c : repo.findByStatus(CalendarConnection.Status.ACTIVE)) {
            try {
                String token = tokens.accessToken(c);
                int n = calendar.syncBusyBlocks(c.getUserId(), token);
                c.setLastSyncedAt(Instant.now(clock));
                c.setLastError(null);
                log.debug("synced {} busy blocks for user {}", n, c.getUserId());
            } catch (TokenResponseException e) {
                if (e.getDetails() != null && "invalid_grant".equals(e.getDetails().getError())) {
                    // refresh token expired or revoked: retrying can't help, the user must reconnect
                    c.setStatus(CalendarConnection.Status.NEEDS_REAUTH);
                    c.setLastError("invalid_grant: " + e.getDetails().getErrorDescription());
                    log.info("calendar connection for user {} needs re-auth", c.getUserId());
                } else {
                    c.setLastError(e.getMessage());
                    log.warn("calendar token refresh failed for user {}", c.getUserId(), e);
                }
            } catch (IOException e) {
                c.setLastError(e.getMessage());
                log.warn("calendar sync failed for user {}", c.getUserId(), e);
            }
            repo.save(c);
        }
    }
}
