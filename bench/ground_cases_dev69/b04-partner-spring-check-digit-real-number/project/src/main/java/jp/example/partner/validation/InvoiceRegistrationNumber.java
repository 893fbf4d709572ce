package jp.example.partner.validation;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** 適格請求書発行事業者の登録番号（T + 13桁、チェックデジット付き）。null と空文字は対象外。 */
@Documented
@Constraint(validatedBy = InvoiceRegistrationNumberValidator.class)
@Target({ElementType.FIELD, ElementType.PARAMETER})
@Retention(RetentionPolicy.RUNTIME)
public @interface InvoiceRegistrationNumber {
    String message() default "{partner.registrationNumber.invalid}";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
