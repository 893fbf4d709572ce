package com.acme.coupon;

import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.transaction.annotation.Transactional;

@SpringBootApplication
@EnableScheduling
public class CouponApplication {

    private static final Logger log = LoggerFactory.getLogger(CouponApplication.class);

    public static void main(String[] args) {
        SpringApplication.run(CouponApplication.class, args);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    ExpiryJob expiryJob(CouponRepository repo, Clock clock) {
        return new ExpiryJob(repo, clock);
    }

    static class ExpiryJob {
        private final CouponRepository repo;
        private final Clock clock;

        ExpiryJob(CouponRepository repo, Clock clock) {
            this.repo = repo;
            this.clock = clock;
        }

        @Scheduled(cron = "0 5 0 * * *", zone = "Asia/Shanghai")
        @Transactional
        public void expire() {
            Instant now = clock.instant();
            int n = repo.expireBefore(now);
            log.info("expired {} coupons at {}", n, now);
        }
    }
}
