package jp.example.remind;

public class MailException extends Exception {
    public MailException(String message, Throwable cause) {
        super(message, cause);
    }
}
