package com.acme.helpdesk.notify

import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.stereotype.Component

data class Agent(val id: Long, val name: String, val email: String)

@Component
class AgentDirectory(private val jdbc: JdbcTemplate) {
    fun find(id: Long): Agent? =
        jdbc.query("SELECT id, name, email FROM agents WHERE id = ? AND active", { rs, _ ->
            Agent(rs.getLong("id"), rs.getString("name"), rs.getString("email"))
        }, id).firstOrNull()
}
