package com.acme.helpdesk.ticket

import org.springframework.data.jpa.repository.JpaRepository

interface TicketRepository : JpaRepository<Ticket, Long> {
    fun findByAssigneeIdAndStatusNotOrderByUpdatedAtDesc(assigneeId: Long, status: Status): List<Ticket>
}
