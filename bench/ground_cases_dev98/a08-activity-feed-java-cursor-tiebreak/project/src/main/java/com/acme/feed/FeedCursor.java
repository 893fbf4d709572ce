package com.acme.feed;

import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;

/**
 * Opaque cursor for the feed pages: the created_at of the last item the client has,
 * as epoch microseconds (Postgres' precision), base64url-encoded.
 */
public final class FeedCursor {

    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private FeedCursor() {
    }

    public static String encode(Instant createdAt) {
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, createdAt);
        return ENCODER.encodeToString(ByteBuffer.allocate(Long.BYTES).putLong(micros).array());
    }

    public static Instant decode(String cursor) {
        byte[] bytes;
        try {
            bytes = DECODER.decode(cursor);
        } catch (IllegalArgumentException e) {
            throw new InvalidCursorException(cursor);
        }
        if (bytes.length != Long.BYTES) {
            throw new InvalidCursorException(cursor);
        }
        return Instant.EPOCH.plus(ByteBuffer.wrap(bytes).getLong(), ChronoUnit.MICROS);
    }

    public static final class InvalidCursorException extends IllegalArgumentException {
        public InvalidCursorException(String cursor) {
            super("invalid feed cursor: " + cursor);
        }
    }
}
