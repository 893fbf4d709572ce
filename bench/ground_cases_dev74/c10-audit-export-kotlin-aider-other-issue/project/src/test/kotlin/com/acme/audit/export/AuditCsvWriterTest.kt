package com.acme.audit.export

import com.acme.audit.AuditEvent
import java.io.StringWriter
import java.time.Instant
import kotlin.test.Test
import kotlin.test.assertEquals

class AuditCsvWriterTest {

    private fun event(note: String?) = AuditEvent(7, Instant.parse("2025-11-17T02:03:04Z"), "li.na", "refund.approve",
        "order:SO-1001", note, "10.0.0.8")

    private fun csv(e: AuditEvent): String {
        val sw = StringWriter()
        AuditCsvWriter(sw).write(e)
        return sw.toString()
    }

    @Test
    fun `plain row`() {
        assertEquals("7,2025-11-17 10:03:04,li.na,refund.approve,order:SO-1001,ok,10.0.0.8\r\n", csv(event("ok")))
    }

    @Test
    fun `comma in note is quoted`() {
        assertEquals("7,2025-11-17 10:03:04,li.na,refund.approve,order:SO-1001,\"a,b\",10.0.0.8\r\n", csv(event("a,b")))
    }

    @Test
    fun `quotes and newlines are escaped`() {
        assertEquals("7,2025-11-17 10:03:04,li.na,refund.approve,order:SO-1001,\"他说\"\"不要了\"\"\nok\",10.0.0.8\r\n",
            csv(event("他说\"不要了\"\nok")))
    }

    @Test
    fun `null note is empty`() {
        assertEquals("7,2025-11-17 10:03:04,li.na,refund.approve,order:SO-1001,,10.0.0.8\r\n", csv(event(null)))
    }
}
