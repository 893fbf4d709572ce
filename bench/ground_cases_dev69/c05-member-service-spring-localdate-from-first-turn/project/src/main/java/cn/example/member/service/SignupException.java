package cn.example.member.service;

/** A business rule rejected the sign-up; field names the form field to highlight. */
public class SignupException extends RuntimeException {

    private final String field;

    public SignupException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String getField() {
        return field;
    }
}
