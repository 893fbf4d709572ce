package com.acme.feed;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.data.domain.PageRequest;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@SpringBootApplication
@EnableScheduling
public class FeedApplication {

    private static final Logger log = LoggerFactory.getLogger(FeedApplication.class);

    public static void main(String[] args) {
        SpringApplication.run(FeedApplication.class, args);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    /** Feed items older than the retention window are deleted every night, in batches. */
    @Component
    static class Retention {
        private static final Duration KEEP = Duration.ofDays(180);

        private final FeedRepository repository;
        private final Clock clock;

        Retention(FeedRepository repository, Clock clock) {
            this.repository = repository;
            this.clock = clock;
        }

        @Scheduled(cron = "0 30 3 * * *")
        void purge() {
            Instant cutoff = clock.instant().minus(KEEP);
            int total = 0;
            List<Long> ids;
            while (!(ids = repository.findIdsOlderThan(cutoff, PageRequest.of(0, 1000))).isEmpty()) {
                repository.deleteAllByIdInBatch(ids);
                total += ids.size();
            }
            log.info("feed retention removed {} items older than {}", total, cutoff);
        }
    }
}
