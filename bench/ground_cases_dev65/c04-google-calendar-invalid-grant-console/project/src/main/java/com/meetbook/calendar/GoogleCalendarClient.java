package com.meetbook.calendar;

import com.google.api.client.http.javanet.NetHttpTransport;
import com.google.api.client.json.gson.GsonFactory;
import com.google.api.services.calendar.Calendar;
import com.google.api.services.calendar.model.FreeBusyRequest;
import com.google.api.services.calendar.model.FreeBusyRequestItem;
import com.google.api.services.calendar.model.FreeBusyResponse;
import com.google.api.client.util.DateTime;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class GoogleCalendarClient {

    private final BusyBlockRepository blocks;
    private final Clock clock;
    private final int lookaheadDays;

    public GoogleCalendarClient(BusyBlockRepository blocks, Clock clock,
                                @Value("${google.calendar.lookahead-days}") int lookaheadDays) {
        this.blocks = blocks;
        this.clock = clock;
        this.lookaheadDays = lookaheadDays;
    }

    public int syncBusyBlocks(long userId, String accessToken) throws IOException {
        Calendar api = new Calendar.Builder(new NetHttpTransport(), GsonFactory.getDefaultInstance(),
                req -> req.getHeaders().setAuthorization("Bearer " + accessToken))
            .setApplicationName("meetbook").build();
        Instant now = Instant.now(clock);
        FreeBusyRequest req = new FreeBusyRequest()
            .setTimeMin(new DateTime(now.toEpochMilli()))
            .setTimeMax(new DateTime(now.plus(Duration.ofDays(lookaheadDays)).toEpochMilli()))
            .setItems(List.of(new FreeBusyRequestItem().setId("primary")));
        FreeBusyResponse res = api.freebusy().query(req).execute();
        var busy = res.getCalendars().get("primary").getBusy();
        blocks.replaceForUser(userId, busy);
        return busy.size();
    }
}
