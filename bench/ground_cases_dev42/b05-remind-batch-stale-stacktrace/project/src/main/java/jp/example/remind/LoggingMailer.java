package jp.example.remind;

import java.util.logging.Logger;

/** --dry-run: logs instead of sending. */
public class LoggingMailer implements Mailer {
    private static final Logger LOG = Logger.getLogger(LoggingMailer.class.getName());

    @Override
    public void send(String to, String subject, String body) {
        LOG.info(() -> "[dry-run] to=" + to + " subject=" + subject);
    }
}
