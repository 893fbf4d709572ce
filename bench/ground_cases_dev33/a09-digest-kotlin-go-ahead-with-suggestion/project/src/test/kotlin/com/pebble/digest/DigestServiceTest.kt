package com.pebble.digest

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.springframework.data.domain.PageImpl
import org.springframework.data.domain.PageRequest
import java.time.LocalDate
import java.time.LocalDateTime

class DigestServiceTest {
    private val users = mockk<UserRepository>()
    private val items = mockk<FeedItemRepository>()
    private val mailer = mockk<DigestMailer>(relaxed = true)
    private val service = DigestService(users, items, mailer)

    private fun item(userId: Long) = FeedItem(1, userId, "t", "https://x", LocalDateTime.of(2025, 11, 10, 12, 0))

    @Test
    fun `sends only to opted-in users with news`() {
        val all = listOf(User(1, "a@x", true, true), User(2, "b@x", true, false), User(3, "c@x", true, true))
        every { users.findByActiveTrue(any()) } returns PageImpl(all, PageRequest.of(0, 10), 3)
        every { items.findForUserSince(1, any()) } returns listOf(item(1))
        every { items.findForUserSince(3, any()) } returns emptyList()

        assertEquals(1, service.sendAll(LocalDate.of(2025, 11, 11), 10))
        verify(exactly = 1) { mailer.send(match { it.id == 1L }, any()) }
    }
}
