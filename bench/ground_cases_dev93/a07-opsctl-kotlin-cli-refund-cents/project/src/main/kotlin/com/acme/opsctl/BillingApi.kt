package com.acme.opsctl

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import kotlinx.coroutines.runBlocking
import kotlinx.serialization.Serializable

@Serializable
data class Charge(val id: String, val customerId: String, val amountCents: Long, val refundedCents: Long, val currency: String)

@Serializable
data class Subscription(val id: String, val customerId: String, val status: String, val currentPeriodEnd: String)

@Serializable
data class RefundRequest(val chargeId: String, val amountCents: Long, val reason: String)

@Serializable
data class UserRow(val id: String, val email: String, val plan: String, val mrrCents: Long, val createdAt: String)

interface BillingApi {
    fun charge(id: String): Charge
    fun refund(request: RefundRequest): String
    fun subscription(id: String): Subscription
    fun extend(subscriptionId: String, days: Int): Subscription
    fun users(plan: String?): List<UserRow>
}

class HttpBillingApi(private val baseUrl: String, private val token: String) : BillingApi {
    private val http = HttpClient(CIO) { install(ContentNegotiation) { json() } }

    override fun charge(id: String): Charge = runBlocking {
        http.get("$baseUrl/admin/charges/$id") { bearerAuth(token) }.body()
    }

    override fun refund(request: RefundRequest): String = runBlocking {
        http.post("$baseUrl/admin/refunds") {
            bearerAuth(token)
            contentType(ContentType.Application.Json)
            setBody(request)
        }.body<Map<String, String>>().getValue("refundId")
    }

    override fun subscription(id: String): Subscription = runBlocking {
        http.get("$baseUrl/admin/subscriptions/$id") { bearerAuth(token) }.body()
    }

    override fun extend(subscriptionId: String, days: Int): Subscription = runBlocking {
        http.post("$baseUrl/admin/subscriptions/$subscriptionId/extend") {
            bearerAuth(token)
            contentType(ContentType.Application.Json)
            setBody(mapOf("days" to days))
        }.body()
    }

    override fun users(plan: String?): List<UserRow> = runBlocking {
        http.get("$baseUrl/admin/users" + (plan?.let { "?plan=$it" } ?: "")) { bearerAuth(token) }.body()
    }
}
