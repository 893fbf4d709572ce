package com.acme.helpdesk.notify

import com.acme.helpdesk.ticket.Ticket
import org.springframework.web.util.HtmlUtils.htmlEscape

data class Mail(val subject: String, val html: String)

object MailTemplates {

    fun ticketCreated(ticket: Ticket, link: String) = Mail(
        subject = "[工单 #${ticket.id}] 新工单：${ticket.title}",
        html = """
            <p>${htmlEscape(ticket.reporterName)} 提交了新工单：</p>
            <h3>${ticket.title}</h3>
            <p>优先级：${ticket.priority.label}</p>
            <p><a href="$link">在工单系统中查看</a></p>
        """.trimIndent(),
    )

    fun ticketAssigned(ticket: Ticket, assigneeName: String, link: String) = Mail(
        subject = "[工单 #${ticket.id}] 已分配给你",
        html = """
            <p>${htmlEscape(assigneeName)}，你好：</p>
            <p>工单 <b>${htmlEscape(ticket.title)}</b> 已分配给你，请及时处理。</p>
            <p><a href="$link">在工单系统中查看</a></p>
        """.trimIndent(),
    )
}
