package com.clinicbook;

import java.time.Clock;
import java.time.ZoneId;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.scheduling.annotation.EnableScheduling;

@SpringBootApplication
@EnableScheduling
public class ClinicbookApplication {

    public static void main(String[] args) {
        SpringApplication.run(ClinicbookApplication.class, args);
    }

    /** One clock for the whole app so tests can pin time. */
    @Bean
    public Clock clock() {
        return Clock.system(ZoneId.of("Asia/Shanghai"));
    }

    /** Opening hours used by the booking form; kept here until they move to config. */
    public static final int OPENS_AT_HOUR = 8;
    public static final int CLOSES_AT_HOUR = 18;

    public static boolean withinOpeningHours(int hour) {
        return hour >= OPENS_AT_HOUR && hour < CLOSES_AT_HOUR;
    }

    public static boolean isWeekend(java.time.DayOfWeek day) {
        return day == java.time.DayOfWeek.SATURDAY || day == java.time.DayOfWeek.SUNDAY;
    }
}
