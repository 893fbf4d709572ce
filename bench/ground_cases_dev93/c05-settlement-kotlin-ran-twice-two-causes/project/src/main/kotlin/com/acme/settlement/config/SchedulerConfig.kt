package com.acme.settlement.config

import net.javacrumbs.shedlock.core.LockProvider
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.retry.annotation.EnableRetry
import org.springframework.scheduling.annotation.EnableScheduling
import javax.sql.DataSource

/**
 * Scheduling for the settlement job. ShedLock keeps a row per job in the
 * `shedlock` table so that only one replica runs a job at a time.
 */
@Configuration
@EnableScheduling
@EnableRetry
class SchedulerConfig {

    @Bean
    fun lockProvider(dataSource: DataSource): LockProvider =
        JdbcTemplateLockProvider(
            JdbcTemplateLockProvider.Configuration.builder()
                .withJdbcTemplate(JdbcTemplate(dataSource))
                .usingDbTime()
                .build(),
        )
}

// shedlock table (created by the DBA, see payments-db repo):
// CREATE TABLE shedlock (name VARCHAR(64) PRIMARY KEY, lock_until TIMESTAMP NOT NULL,
//                        locked_at TIMESTAMP NOT NULL, locked_by VARCHAR(255) NOT NULL);
