package com.acme.notify.report;

import java.time.LocalDate;
import java.time.ZoneId;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import com.acme.notify.mail.Mailer;

/** Every morning at 07:30 Shanghai time, mails yesterday's reports to their recipients. */
@Component
public class DailyReportJob {

    private static final Logger log = LoggerFactory.getLogger(DailyReportJob.class);
    private static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    private final ReportClient reports;
    private final Mailer mailer;

    public DailyReportJob(ReportClient reports, Mailer mailer) {
        this.reports = reports;
        this.mailer = mailer;
    }

    @Scheduled(cron = "0 30 7 * * *", zone = "Asia/Shanghai")
    public void run() {
        LocalDate day = LocalDate.now(ZONE).minusDays(1);
        var list = reports.dailyReports(day);
        log.info("mailing {} daily reports for {}", list.size(), day);
        for (var r : list) {
            mailer.send(r.recipient(), r.title(), "日报：" + r.title() + "（" + r.date() + "）");
            reports.acknowledge(r.id());
        }
    }
}
