package com.acme.helpdesk.notify

import com.acme.helpdesk.ticket.Ticket
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.mail.javamail.JavaMailSender
import org.springframework.mail.javamail.MimeMessageHelper
import org.springframework.scheduling.annotation.Async
import org.springframework.stereotype.Service

@Service
class NotificationService(
    private val mailSender: JavaMailSender,
    private val agents: AgentDirectory,
    @Value("\${helpdesk.base-url}") private val baseUrl: String,
    @Value("\${helpdesk.support-inbox}") private val supportInbox: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Async
    fun ticketCreated(ticket: Ticket) {
        send(supportInbox, MailTemplates.ticketCreated(ticket, link(ticket)))
    }

    @Async
    fun ticketAssigned(ticket: Ticket, agentId: Long) {
        val agent = agents.find(agentId) ?: return log.warn("agent {} not found, skip mail", agentId)
        send(agent.email, MailTemplates.ticketAssigned(ticket, agent.name, link(ticket)))
    }

    private fun link(ticket: Ticket) = "$baseUrl/tickets/${ticket.id}"

    private fun send(to: String, mail: Mail) {
        val msg = mailSender.createMimeMessage()
        MimeMessageHelper(msg, "UTF-8").apply {
            setTo(to)
            setSubject(mail.subject)
            setText(mail.html, true)
        }
        mailSender.send(msg)
    }
}
