package com.example.auth

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
sealed interface Violation {
    @Serializable @SerialName("too_short")
    data class TooShort(val min: Int) : Violation

    @Serializable @SerialName("too_long")
    data class TooLong(val max: Int) : Violation

    @Serializable @SerialName("no_digit")
    data object NoDigit : Violation

    @Serializable @SerialName("contains_username")
    data object ContainsUsername : Violation
}

/** Checks a new password against the configured rules; an empty list means it is accepted. */
class PasswordPolicy(private val cfg: PasswordConfig) {

    fun check(password: String, username: String): List<Violation> {
        val violations = mutableListOf<Violation>()
        if (password.length <= cfg.minLength) {
            violations += Violation.TooShort(cfg.minLength)
        }
        if (password.length > cfg.maxLength) {
            violations += Violation.TooLong(cfg.maxLength)
        }
        if (cfg.requireDigit && password.none { it.isDigit() }) {
            violations += Violation.NoDigit
        }
        if (cfg.forbidUsername && username.length >= 3 && password.contains(username, ignoreCase = true)) {
            violations += Violation.ContainsUsername
        }
        return violations
    }

    fun message(v: Violation): String = when (v) {
        is Violation.TooShort -> "Password must be at least ${v.min} characters long."
        is Violation.TooLong -> "Password must be at most ${v.max} characters long."
        Violation.NoDigit -> "Password must contain at least one digit."
        Violation.ContainsUsername -> "Password must not contain your username."
    }
}
