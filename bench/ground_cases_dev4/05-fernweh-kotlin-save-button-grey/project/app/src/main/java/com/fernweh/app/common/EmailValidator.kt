package com.fernweh.app.common

class EmailValidator {
    private val pattern = Regex("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$")

    fun isValid(email: String): Boolean = pattern.matches(email.trim())
}
