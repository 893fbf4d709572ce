package com.acme.helpdesk.ticket

import com.acme.helpdesk.notify.NotificationService
import org.springframework.data.repository.findByIdOrNull
import org.springframework.http.HttpStatus
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.springframework.web.server.ResponseStatusException
import java.time.Instant

@Service
class TicketService(
    private val repo: TicketRepository,
    private val notifications: NotificationService,
) {

    @Transactional
    fun create(req: CreateTicketRequest): Ticket {
        val ticket = repo.save(
            Ticket(
                title = req.title,
                description = req.description,
                reporterName = req.reporterName,
                reporterEmail = req.reporterEmail,
                priority = req.priority,
            )
        )
        notifications.ticketCreated(ticket)
        return ticket
    }

    fun openTicketsOf(agentId: Long): List<Ticket> =
        repo.findByAssigneeIdAndStatusNotOrderByUpdatedAtDesc(agentId, Status.CLOSED)

    @Transactional
    fun changeStatus(id: Long, status: Status): Ticket {
        val ticket = load(id)
        if (!ticket.status.canTransitionTo(status)) {
            throw ResponseStatusException(HttpStatus.CONFLICT, "cannot change status from ${ticket.status} to $status")
        }
        ticket.status = status
        ticket.updatedAt = Instant.now()
        return ticket
    }

    @Transactional
    fun assign(id: Long, agentId: Long): Ticket {
        val ticket = load(id)
        ticket.assigneeId = agentId
        ticket.updatedAt = Instant.now()
        notifications.ticketAssigned(ticket, agentId)
        return ticket
    }

    private fun load(id: Long): Ticket =
        repo.findByIdOrNull(id) ?: throw ResponseStatusException(HttpStatus.NOT_FOUND, "ticket $id not found")
}
