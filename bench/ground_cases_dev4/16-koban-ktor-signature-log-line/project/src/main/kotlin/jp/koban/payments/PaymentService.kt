package jp.koban.payments

class PaymentService {
    fun apply(event: PaymentEvent) {
        // mark the order paid; see OrderRepository
    }
}
