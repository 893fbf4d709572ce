package com.huayun.account.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.util.regex.Pattern;

/**
 * Backs {@link ValidEmail}. Deliberately stricter than RFC 5322: we only accept
 * addresses our mail provider can deliver to.
 */
public class EmailValidator implements ConstraintValidator<ValidEmail, String> {
    private static final Pattern EMAIL =
            Pattern.compile("^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$");
    private static final int MAX_LENGTH = 254;

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
        if (value == null || value.isBlank()) {
            return false;
        }
        if (value.length() > MAX_LENGTH) {
            return false;
        }
        return EMAIL.matcher(value.trim()).matches();
    }

    public static boolean looksLikeEmail(String value) {
        return value != null && EMAIL.matcher(value.trim()).matches();
    }

    static String domainOf(String value) {
        int at = value.lastIndexOf('@');
        return at < 0 ? "" : value.substring(at + 1).toLowerCase();
    }
}
