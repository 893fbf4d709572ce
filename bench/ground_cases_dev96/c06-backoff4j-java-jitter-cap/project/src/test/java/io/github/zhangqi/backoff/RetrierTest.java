package io.github.zhangqi.backoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RetrierTest {
    private final List<Long> sleeps = new ArrayList<>();

    private Retrier retrier(RetryPolicy policy) {
        return new Retrier(policy, sleeps::add);
    }

    @Test
    void returnsFirstSuccess() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        String result = retrier(RetryPolicy.builder().build()).execute(() -> {
            if (calls.incrementAndGet() < 2) {
                throw new IOException("flaky");
            }
            return "ok";
        });
        assertEquals("ok", result);
        assertEquals(List.of(100L), sleeps);
    }

    @Test
    void doesNotRetryOtherExceptions() {
        RetryPolicy policy = RetryPolicy.builder().retryOn(IOException.class).build();
        RetryException e = assertThrows(RetryException.class,
                () -> retrier(policy).execute(() -> { throw new IllegalStateException("bug"); }));
        assertEquals(1, e.attempts());
    }

    @Test
    void callsExactlyMaxAttemptsTimes() {
        AtomicInteger calls = new AtomicInteger();
        RetryException e = assertThrows(RetryException.class, () -> retrier(RetryPolicy.builder().maxAttempts(3).build())
                .execute(() -> { calls.incrementAndGet(); throw new IOException("down"); }));
        assertEquals(3, calls.get());
        assertEquals(3, e.attempts());
    }

    @Test
    void singleAttemptNeverSleeps() {
        RetryPolicy policy = RetryPolicy.builder().maxAttempts(1).build();
        RetryException e = assertThrows(RetryException.class,
                () -> retrier(policy).execute(() -> { throw new IOException("down"); }));
        assertEquals(1, e.attempts());
        assertEquals(List.of(), sleeps);
    }

    @Test
    void retryIfDecidesPerFailure() {
        AtomicInteger calls = new AtomicInteger();
        RetryPolicy policy = RetryPolicy.builder()
                .retryIf(e -> e.getMessage() != null && e.getMessage().startsWith("503"))
                .build();
        RetryException e = assertThrows(RetryException.class, () -> retrier(policy).execute(() -> {
            throw new IOException(calls.incrementAndGet() == 1 ? "503 unavailable" : "404 not found");
        }));
        assertEquals(2, calls.get());
        assertEquals(2, e.attempts());
    }

    @Test
    void sleepsGrowBetweenAttempts() {
        RetryPolicy policy = RetryPolicy.builder().maxAttempts(4).initialDelay(Duration.ofMillis(10)).build();
        assertThrows(RetryException.class, () -> retrier(policy).execute(() -> { throw new IOException("down"); }));
        assertEquals(List.of(10L, 20L, 40L), sleeps);
    }
}
