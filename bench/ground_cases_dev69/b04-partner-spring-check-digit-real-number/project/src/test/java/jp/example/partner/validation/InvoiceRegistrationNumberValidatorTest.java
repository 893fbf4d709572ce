package jp.example.partner.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InvoiceRegistrationNumberValidatorTest {

    private final InvoiceRegistrationNumberValidator validator = new InvoiceRegistrationNumberValidator();

    @Test
    void acceptsValidNumber() {
        // 基礎番号 123456789012 のチェックデジットは 2
        assertThat(validator.isValid("T2123456789012", null)).isTrue();
    }

    @Test
    void acceptsBlank() {
        assertThat(validator.isValid(null, null)).isTrue();
        assertThat(validator.isValid("", null)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2123456789012", "T212345678901", "T21234567890123", "t2123456789012", "T212345678901X"})
    void rejectsBadFormat(String value) {
        assertThat(validator.isValid(value, null)).isFalse();
    }

    @Test
    void rejectsWrongCheckDigit() {
        assertThat(validator.isValid("T3123456789012", null)).isFalse();
    }
}
