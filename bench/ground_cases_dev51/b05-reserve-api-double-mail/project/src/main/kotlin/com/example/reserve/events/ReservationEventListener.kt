package com.example.reserve.events

import com.example.reserve.mail.ConfirmationMailer
import org.springframework.kafka.annotation.KafkaListener
import org.springframework.kafka.core.KafkaTemplate
import org.slf4j.LoggerFactory
import org.springframework.kafka.support.Acknowledgment
import org.springframework.kafka.support.KafkaHeaders
import org.springframework.messaging.handler.annotation.Header
import org.springframework.stereotype.Component
import org.springframework.transaction.event.TransactionPhase
import org.springframework.transaction.event.TransactionalEventListener
import java.time.OffsetDateTime

data class ReservationConfirmed(
    val reservationId: String,
    val email: String,
    val name: String,
    val menuId: String,
    val startsAt: OffsetDateTime,
)

const val CONFIRMED_TOPIC = "reservation-confirmed"

/** Hands the in-process event to Kafka once the reservation is committed. */
@Component
class ReservationEventListener(private val kafka: KafkaTemplate<String, ReservationConfirmed>) {
    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)
    fun onConfirmed(event: ReservationConfirmed) {
        kafka.send(CONFIRMED_TOPIC, event.reservationId, event)
    }
}

/** Sends the confirmation mail; the offset is committed only after the mail went out. */
@Component
class ConfirmationMailConsumer(private val mailer: ConfirmationMailer) {
    private val log = LoggerFactory.getLogger(javaClass)

    @KafkaListener(topics = [CONFIRMED_TOPIC], groupId = "reserve-mail")
    fun consume(
        event: ReservationConfirmed,
        ack: Acknowledgment,
        @Header(KafkaHeaders.RECEIVED_PARTITION) partition: Int,
        @Header(KafkaHeaders.OFFSET) offset: Long,
    ) {
        log.warn("consume reservation={} partition={} offset={}", event.reservationId, partition, offset)
        mailer.sendConfirmation(event)
        ack.acknowledge()
    }
}
