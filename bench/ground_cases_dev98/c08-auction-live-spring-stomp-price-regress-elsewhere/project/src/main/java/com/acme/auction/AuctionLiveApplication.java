package com.acme.auction;

import java.time.Clock;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.scheduling.TaskScheduler;
import org.springframework.scheduling.concurrent.ThreadPoolTaskScheduler;

/**
 * auction-live consumes bids from Kafka and pushes the live state of every
 * auction to the bidding page over STOMP.
 */
@SpringBootApplication
public class AuctionLiveApplication {

    public static void main(String[] args) {
        SpringApplication.run(AuctionLiveApplication.class, args);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    /** Sends the STOMP heart-beats of the simple broker. */
    @Bean
    TaskScheduler heartbeatScheduler() {
        ThreadPoolTaskScheduler scheduler = new ThreadPoolTaskScheduler();
        scheduler.setPoolSize(1);
        scheduler.setThreadNamePrefix("stomp-heartbeat-");
        scheduler.initialize();
        return scheduler;
    }
}
