package jp.example.remind;

import java.sql.SQLException;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Sends the mails for reminders that are due within the next 24 hours. */
public class ReminderBatch {
    private static final Logger LOG = Logger.getLogger(ReminderBatch.class.getName());
    private static final DateTimeFormatter DUE = DateTimeFormatter.ofPattern("M月d日 H:mm");

    /** Mail subjects, indexed by {@link Reminder.Kind#ordinal()}. */
    private static final String[] SUBJECTS = {
        "【ご確認】お支払い期限が近づいています",
        "【ご予約】明日のご予約のお知らせ",
        "【お知らせ】会員ランクが更新されました",
    };

    /** The mail relay throttles bursts; send in batches with a pause in between. */
    static final int DEFAULT_BATCH_SIZE = 200;
    static final long DEFAULT_PAUSE_MILLIS = 1000;

    private final ReminderRepository repository;
    private final Mailer mailer;
    private final Clock clock;
    private final int batchSize;
    private final long pauseMillis;

    public ReminderBatch(ReminderRepository repository, Mailer mailer, Clock clock) {
        this(repository, mailer, clock, DEFAULT_BATCH_SIZE, DEFAULT_PAUSE_MILLIS);
    }

    public ReminderBatch(ReminderRepository repository, Mailer mailer, Clock clock, int batchSize, long pauseMillis) {
        this.repository = repository;
        this.mailer = mailer;
        this.clock = clock;
        this.batchSize = batchSize;
        this.pauseMillis = pauseMillis;
    }

    /** Sends every due reminder once; returns the number of mails sent. */
    public int run() throws SQLException, InterruptedException {
        LocalDateTime now = LocalDateTime.now(clock);
        List<Reminder> due = new ArrayList<>(repository.findDue(now, now.plusHours(24)));
        due.sort(Comparator.comparing(Reminder::userId).thenComparing(Reminder::dueAt));
        LOG.info(() -> due.size() + " reminders due");

        int sent = 0;
        List<Long> done = new ArrayList<>();
        List<Reminder> targets = dedupe(due);
        for (int start = 0; start < targets.size(); start += batchSize) {
            if (start > 0) {
                Thread.sleep(pauseMillis);
            }
            for (Reminder r : targets.subList(start, Math.min(start + batchSize, targets.size()))) {
                try {
                    send(r);
                    done.add(r.id());
                    sent++;
                } catch (MailException e) {
                    LOG.log(Level.WARNING, "reminder " + r.id() + " to " + r.email() + " failed", e);
                }
            }
        }
        repository.markSent(done, now);
        return sent;
    }

    /** Same user, kind and due time twice (double booking in the admin UI): keep the first. */
    static List<Reminder> dedupe(List<Reminder> sorted) {
        List<Reminder> out = new ArrayList<>();
        for (Reminder r : sorted) {
            Reminder last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && last.userId().equals(r.userId()) && last.kind() == r.kind()
                    && last.dueAt().equals(r.dueAt())) {
                continue;
            }
            out.add(r);
        }
        return out;
    }

    void send(Reminder r) throws MailException {
        String body = """
                %s

                期限: %s

                このメールは送信専用です。
                """.formatted(r.title(), DUE.format(r.dueAt()));
        mailer.send(r.email(), subjectFor(r), body);
    }

    static String subjectFor(Reminder r) {
        return SUBJECTS[r.kind().ordinal()];
    }
}
