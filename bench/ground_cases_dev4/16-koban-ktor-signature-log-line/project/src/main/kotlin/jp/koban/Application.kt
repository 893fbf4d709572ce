package jp.koban

import io.ktor.server.application.*
import io.ktor.server.routing.*
import jp.koban.notifications.mailWebhook
import jp.koban.orders.orderRoutes
import jp.koban.payments.PaymentService
import jp.koban.payments.paymentWebhook

fun Application.module() {
    val secret = environment.config.property("koban.webhookSecret").getString()
    routing {
        paymentWebhook(PaymentService(), secret)
        mailWebhook(secret)
        orderRoutes()
    }
}
