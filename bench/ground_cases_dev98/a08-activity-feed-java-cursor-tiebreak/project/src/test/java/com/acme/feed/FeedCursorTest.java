package com.acme.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class FeedCursorTest {

    @Test
    void roundTripsWithMicrosecondPrecision() {
        Instant t = Instant.parse("2025-11-14T09:30:12.123456Z");
        assertThat(FeedCursor.decode(FeedCursor.encode(t))).isEqualTo(t);
    }

    @Test
    void encodingIsUrlSafe() {
        String cursor = FeedCursor.encode(Instant.parse("2099-12-31T23:59:59.999999Z"));
        assertThat(cursor).doesNotContain("+", "/", "=");
    }

    @Test
    void rejectsGarbage() {
        assertThatThrownBy(() -> FeedCursor.decode("not a cursor!"))
                .isInstanceOf(FeedCursor.InvalidCursorException.class);
        assertThatThrownBy(() -> FeedCursor.decode("AAAA"))
                .isInstanceOf(FeedCursor.InvalidCursorException.class);
    }
}
