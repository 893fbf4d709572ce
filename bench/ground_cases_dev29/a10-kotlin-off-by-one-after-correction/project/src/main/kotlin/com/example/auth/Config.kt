package com.example.auth

import io.ktor.server.config.ApplicationConfig

data class PasswordConfig(
    val minLength: Int = 12,
    val maxLength: Int = 128,
    val requireDigit: Boolean = true,
    val forbidUsername: Boolean = true,
) {
    init {
        require(minLength in 8..maxLength) { "minLength must be between 8 and maxLength" }
    }

    companion object {
        fun from(config: ApplicationConfig): PasswordConfig {
            val c = config.config("security.password")
            return PasswordConfig(
                minLength = c.property("minLength").getString().toInt(),
                maxLength = c.property("maxLength").getString().toInt(),
                requireDigit = c.property("requireDigit").getString().toBoolean(),
                forbidUsername = c.property("forbidUsername").getString().toBoolean(),
            )
        }
    }
}
