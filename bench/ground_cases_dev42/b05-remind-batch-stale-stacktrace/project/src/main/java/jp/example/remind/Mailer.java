package jp.example.remind;

/** Something that delivers one plain-text mail. */
public interface Mailer {
    void send(String to, String subject, String body) throws MailException;
}
