package jp.example.partner.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.regex.Pattern;

public class InvoiceRegistrationNumberValidator
        implements ConstraintValidator<InvoiceRegistrationNumber, String> {

    private static final Pattern FORMAT = Pattern.compile("^T\\d{13}$");

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
        if (value == null || value.isBlank()) {
            return true; // 必須かどうかは @NotBlank で見る
        }
        String v = value.strip();
        if (!FORMAT.matcher(v).matches()) {
            return false;
        }
        return CorporateNumbers.isValid(v.substring(1));
    }
}
