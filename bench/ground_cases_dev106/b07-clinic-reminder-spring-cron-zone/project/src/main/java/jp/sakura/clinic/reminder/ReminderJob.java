package jp.sakura.clinic.reminder;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/** 翌日の予約がある患者さんに、毎朝9時にリマインドメールを送る。 */
@Component
public class ReminderJob {

    private static final Logger log = LoggerFactory.getLogger(ReminderJob.class);

    private final ReminderService reminderService;
    private final MailTemplates templates;
    private final JavaMailSender mailSender;

    public ReminderJob(ReminderService reminderService, MailTemplates templates, JavaMailSender mailSender) {
        this.reminderService = reminderService;
        this.templates = templates;
        this.mailSender = mailSender;
    }

    @Scheduled(cron = "0 0 9 * * *")
    public void sendDailyReminders() {
        List<Appointment> targets = reminderService.appointmentsForTomorrow();
        int sent = 0;
        for (Appointment a : targets) {
            try {
                mailSender.send(templates.reminder(a));
                sent++;
            } catch (MailException e) {
                log.warn("reminder failed for appointment {}", a.id(), e);
            }
        }
        log.info("sent {} of {} reminders", sent, targets.size());
    }
}
