package com.acme.report;

import java.nio.charset.StandardCharsets;
import java.util.List;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ReportScheduler {

    private static final Logger log = LoggerFactory.getLogger(ReportScheduler.class);

    private final ReportService reports;
    private final JavaMailSender mail;
    private final List<String> recipients;

    public ReportScheduler(ReportService reports, JavaMailSender mail,
                           @Value("${report.recipients}") List<String> recipients) {
        this.reports = reports;
        this.mail = mail;
        this.recipients = recipients;
    }

    @Scheduled(cron = "0 0 8 * * *", zone = "Asia/Shanghai")
    public void sendDaily() throws MessagingException {
        ReportService.Range range = reports.yesterdayRange();
        List<ReportService.DailyRow> rows = reports.daily(range);
        byte[] csv = reports.toCsv(rows).getBytes(StandardCharsets.UTF_8);

        MimeMessage message = mail.createMimeMessage();
        MimeMessageHelper helper = new MimeMessageHelper(message, true, "UTF-8");
        helper.setTo(recipients.toArray(String[]::new));
        helper.setSubject("门店日报 " + range.from().toLocalDate());
        helper.setText("附件为昨日各门店订单汇总，共 " + rows.size() + " 家门店。");
        helper.addAttachment("daily-" + range.from().toLocalDate() + ".csv", new ByteArrayResource(csv));
        mail.send(message);
        log.info("daily report sent to {} recipients, {} rows", recipients.size(), rows.size());
    }
}
