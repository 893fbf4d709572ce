package jp.example.remind;

import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.util.logging.Logger;

/**
 * Nightly reminder mail batch. Run by cron on batch-01:
 * {@code java -jar remind-batch.jar [--dry-run]}
 */
public final class Main {
    private static final Logger LOG = Logger.getLogger(Main.class.getName());

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        boolean dryRun = false;
        int batchSize = ReminderBatch.DEFAULT_BATCH_SIZE;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--dry-run" -> dryRun = true;
                case "--batch-size" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--batch-size needs a number");
                    }
                    batchSize = Integer.parseInt(args[++i]);
                    if (batchSize < 1) {
                        throw new IllegalArgumentException("--batch-size must be at least 1");
                    }
                }
                case "-h", "--help" -> {
                    System.out.println("usage: remind-batch [--dry-run] [--batch-size N]");
                    return;
                }
                default -> throw new IllegalArgumentException("unknown option: " + args[i]);
            }
        }
        String url = env("REMIND_DB_URL");
        try (Connection db = DriverManager.getConnection(url, env("REMIND_DB_USER"), env("REMIND_DB_PASSWORD"))) {
            Mailer mailer = dryRun ? new LoggingMailer() : SmtpMailer.fromEnv();
            ReminderBatch batch = new ReminderBatch(new ReminderRepository(db), mailer, Clock.systemDefaultZone(),
                    batchSize, ReminderBatch.DEFAULT_PAUSE_MILLIS);
            int sent = batch.run();
            LOG.info(() -> "sent " + sent + " reminder mails" + (dryRun ? " (dry run)" : ""));
        }
    }

    private static String env(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(name + " is not set");
        }
        return value;
    }
}
