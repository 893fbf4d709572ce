package com.finly.statements;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** Polls statement_jobs and renders + mails one statement per job. Runs on every replica. */
@Component
public class ReportScheduler {

    private static final Logger log = LoggerFactory.getLogger(ReportScheduler.class);

    private final JobRepository jobs;
    private final StatementService statements;
    private final StatementMailer mailer;

    public ReportScheduler(JobRepository jobs, StatementService statements, StatementMailer mailer) {
        this.jobs = jobs;
        this.statements = statements;
        this.mailer = mailer;
    }

    @Scheduled(fixedDelayString = "${statements.poll-interval-ms}")
    public void poll() {
        jobs.findNextPending().ifPresent(job -> {
            jobs.markRunning(job.id());
            try {
                byte[] pdf = statements.render(job.customerId(), job.period());
                mailer.send(job.customerId(), job.period(), pdf);
                jobs.markDone(job.id());
                log.info("statement job {} done customer={} period={}", job.id(), job.customerId(), job.period());
            } catch (Exception e) {
                log.error("statement job {} failed", job.id(), e);
                jobs.markFailed(job.id(), e.getMessage());
            }
        });
    }
}
