package com.finlo.payouts

import io.ktor.client.request.get
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.install
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.testing.testApplication
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class RoutesTest {
    private fun app(block: suspend io.ktor.server.testing.ApplicationTestBuilder.() -> Unit) = testApplication {
        TestDb.reset()
        application {
            install(ContentNegotiation) { json() }
            payoutRoutes(PayoutRepository(), SettlementReport())
        }
        block()
    }

    @Test
    fun `unknown payout is 404`() = app {
        assertEquals(HttpStatusCode.NotFound, client.get("/payouts/999").status)
    }

    @Test
    fun `payout by id`() = app {
        val id = TestDb.insertPayout(merchantId = 42, amountMinor = 125_00, feeMinor = 1_90)
        val body = client.get("/payouts/$id").bodyAsText()
        assertTrue(body.contains("\"amountMinor\":12500"), body)
    }

    @Test
    fun `merchant payouts newest first with status filter`() = app {
        val older = TestDb.insertPayout(merchantId = 7, amountMinor = 10_00, feeMinor = 20, status = "paid", ageMinutes = 60)
        val newer = TestDb.insertPayout(merchantId = 7, amountMinor = 20_00, feeMinor = 40, status = "paid", ageMinutes = 5)
        TestDb.insertPayout(merchantId = 7, amountMinor = 30_00, feeMinor = 60, status = "failed")
        TestDb.insertPayout(merchantId = 8, amountMinor = 40_00, feeMinor = 80, status = "paid")
        val body = client.get("/merchants/7/payouts?status=paid").bodyAsText()
        assertTrue(body.indexOf("\"id\":$newer") in 0 until body.indexOf("\"id\":$older"), body)
        assertTrue(!body.contains("\"status\":\"failed\""), body)
    }

    @Test
    fun `bad settlement date is 400`() = app {
        assertEquals(HttpStatusCode.BadRequest, client.get("/settlements/yesterday").status)
    }
}
