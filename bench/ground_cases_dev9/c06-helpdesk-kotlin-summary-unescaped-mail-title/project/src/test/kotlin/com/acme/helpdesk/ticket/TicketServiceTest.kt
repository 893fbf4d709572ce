package com.acme.helpdesk.ticket

import com.acme.helpdesk.notify.NotificationService
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.springframework.http.HttpStatus
import org.springframework.web.server.ResponseStatusException
import org.mockito.kotlin.any
import org.mockito.kotlin.mock
import org.mockito.kotlin.verify
import org.mockito.kotlin.whenever

class TicketServiceTest {
    private val repo: TicketRepository = mock()
    private val notifications: NotificationService = mock()
    private val service = TicketService(repo, notifications)

    @Test
    fun `create saves and notifies`() {
        whenever(repo.save(any<Ticket>())).thenAnswer { it.arguments[0] }
        val t = service.create(CreateTicketRequest("打印机卡纸", reporterName = "小王", reporterEmail = "w@acme.cn"))
        assertEquals("打印机卡纸", t.title)
        verify(notifications).ticketCreated(t)
    }

    @Test
    fun `closed ticket cannot be reopened`() {
        val t = Ticket(title = "VPN 连不上", reporterName = "小李", reporterEmail = "l@acme.cn", status = Status.CLOSED, id = 7)
        whenever(repo.findById(7)).thenReturn(java.util.Optional.of(t))
        val ex = assertThrows<ResponseStatusException> { service.changeStatus(7, Status.IN_PROGRESS) }
        assertEquals(HttpStatus.CONFLICT, ex.statusCode)
    }

    @Test
    fun `resolved ticket can be reopened`() {
        val t = Ticket(title = "VPN 连不上", reporterName = "小李", reporterEmail = "l@acme.cn", status = Status.RESOLVED, id = 8)
        whenever(repo.findById(8)).thenReturn(java.util.Optional.of(t))
        assertEquals(Status.IN_PROGRESS, service.changeStatus(8, Status.IN_PROGRESS).status)
    }

    @Test
    fun `open ticket cannot jump back`() {
        assertEquals(false, Status.RESOLVED.canTransitionTo(Status.OPEN))
        assertEquals(true, Status.OPEN.canTransitionTo(Status.IN_PROGRESS))
    }
}
