package com.acme.opsctl

import com.acme.opsctl.commands.ExtendSubscriptionCommand
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.core.context
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import kotlin.test.Test
import kotlin.test.assertFailsWith

class ExtendSubscriptionCommandTest {
    private val billing = mockk<BillingApi>(relaxed = true)
    private val audit = mockk<AuditLog>(relaxed = true)

    private fun command() = ExtendSubscriptionCommand().context { obj = Ops("test", billing, audit) }

    @Test
    fun `refuses canceled subscriptions`() {
        every { billing.subscription("sub_1") } returns Subscription("sub_1", "cus_1", "canceled", "2025-10-01")

        assertFailsWith<UsageError> { command().parse(listOf("sub_1", "--days", "7")) }
        verify(exactly = 0) { billing.extend(any(), any()) }
    }

    @Test
    fun `extends active subscriptions`() {
        every { billing.subscription("sub_2") } returns Subscription("sub_2", "cus_2", "active", "2025-12-01")
        every { billing.extend("sub_2", 7) } returns Subscription("sub_2", "cus_2", "active", "2025-12-08")

        command().parse(listOf("sub_2", "--days", "7"))
        verify { billing.extend("sub_2", 7) }
    }
}
