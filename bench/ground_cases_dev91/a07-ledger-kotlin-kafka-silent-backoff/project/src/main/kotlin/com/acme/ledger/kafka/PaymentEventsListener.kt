package com.acme.ledger.kafka

import com.acme.ledger.ledger.LedgerService
import com.acme.ledger.ledger.PaymentEvent
import com.fasterxml.jackson.databind.ObjectMapper
import com.fasterxml.jackson.module.kotlin.readValue
import org.slf4j.LoggerFactory
import org.springframework.kafka.annotation.KafkaListener
import org.springframework.kafka.support.KafkaHeaders
import org.springframework.messaging.handler.annotation.Header
import org.springframework.stereotype.Component

@Component
class PaymentEventsListener(
    private val ledger: LedgerService,
    private val mapper: ObjectMapper,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @KafkaListener(topics = ["payments.completed"], groupId = "\${ledger.consumer-group}")
    fun onPayment(
        raw: String,
        @Header(KafkaHeaders.RECEIVED_PARTITION) partition: Int,
        @Header(KafkaHeaders.OFFSET) offset: Long,
    ) {
        val event = mapper.readValue<PaymentEvent>(raw)
        ledger.record(event)
        log.debug("recorded payment {} (partition {}, offset {})", event.paymentId, partition, offset)
    }
}
