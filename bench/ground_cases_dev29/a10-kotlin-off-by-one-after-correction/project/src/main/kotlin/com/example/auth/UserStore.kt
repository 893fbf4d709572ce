package com.example.auth

import org.mindrot.jbcrypt.BCrypt
import java.util.concurrent.ConcurrentHashMap

/** In-memory user store; the real one lives in the accounts service. */
class UserStore {
    private val hashes = ConcurrentHashMap<String, String>()

    fun verify(username: String, password: String): Boolean =
        hashes[username]?.let { BCrypt.checkpw(password, it) } ?: false

    fun setPassword(username: String, password: String) {
        hashes[username] = BCrypt.hashpw(password, BCrypt.gensalt(12))
    }
}
