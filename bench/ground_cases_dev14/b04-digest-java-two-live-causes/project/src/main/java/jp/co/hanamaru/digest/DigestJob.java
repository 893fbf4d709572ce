package jp.co.hanamaru.digest;

import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import jp.co.hanamaru.digest.DigestComposer.DigestMail;
import jp.co.hanamaru.digest.DigestRepository.Subscriber;

/** Sends the morning digest mail to every subscriber that has not had one today. */
@Component
public class DigestJob {

    private static final Logger log = LoggerFactory.getLogger(DigestJob.class);

    private final DigestRepository repository;
    private final DigestComposer composer;
    private final MailSender mailSender;
    private final Clock clock;

    public DigestJob(DigestRepository repository, DigestComposer composer, MailSender mailSender, Clock clock) {
        this.repository = repository;
        this.composer = composer;
        this.mailSender = mailSender;
        this.clock = clock;
    }

    @Scheduled(cron = "${digest.cron:0 0 8 * * *}", zone = "Asia/Tokyo")
    public void run() {
        LocalDate today = LocalDate.now(clock);
        long started = System.currentTimeMillis();
        List<Subscriber> due = repository.findDueSubscribers(today);
        int sent = 0;
        for (Subscriber s : due) {
            DigestMail mail = composer.compose(s, today);
            if (mail.isEmpty()) {
                continue;
            }
            mailSender.send(mail);
            repository.markSent(s.id(), today);
            sent++;
        }
        log.info("digest done: {} of {} subscribers in {} ms", sent, due.size(), System.currentTimeMillis() - started);
    }
}
