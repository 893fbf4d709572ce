package com.acme.helpdesk.ticket

import jakarta.persistence.*
import java.time.Instant

enum class Priority(val label: String) { LOW("低"), NORMAL("普通"), HIGH("高"), URGENT("紧急") }

enum class Status {
    OPEN, IN_PROGRESS, WAITING_CUSTOMER, RESOLVED, CLOSED;

    fun canTransitionTo(next: Status): Boolean = when (this) {
        OPEN -> next in setOf(IN_PROGRESS, CLOSED)
        IN_PROGRESS -> next in setOf(WAITING_CUSTOMER, RESOLVED, CLOSED)
        WAITING_CUSTOMER -> next in setOf(IN_PROGRESS, RESOLVED, CLOSED)
        RESOLVED -> next in setOf(IN_PROGRESS, CLOSED)
        CLOSED -> false
    }
}

@Entity
@Table(name = "tickets")
class Ticket(
    @Column(nullable = false, length = 200)
    var title: String,

    @Column(columnDefinition = "text")
    var description: String = "",

    @Column(name = "reporter_name", nullable = false)
    var reporterName: String,

    @Column(name = "reporter_email", nullable = false)
    var reporterEmail: String,

    @Enumerated(EnumType.STRING)
    var priority: Priority = Priority.NORMAL,

    @Enumerated(EnumType.STRING)
    var status: Status = Status.OPEN,

    @Column(name = "assignee_id")
    var assigneeId: Long? = null,

    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long = 0,

    val createdAt: Instant = Instant.now(),
    var updatedAt: Instant = Instant.now(),
)
