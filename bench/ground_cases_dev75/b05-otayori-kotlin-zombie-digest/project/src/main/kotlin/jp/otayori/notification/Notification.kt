package jp.otayori.notification

import jakarta.persistence.*
import java.time.Instant

@Entity
@Table(name = "notifications")
class Notification(
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    val id: Long = 0,

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "recipient_id")
    val recipient: Member,

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "message_id")
    val message: Message,

    @Enumerated(EnumType.STRING)
    val kind: Kind,

    val createdAt: Instant = Instant.now(),
    var readAt: Instant? = null,
    var digestedAt: Instant? = null,
) {
    enum class Kind { MENTION, REPLY, REACTION }
}

@Entity
@Table(name = "messages")
class Message(
    @Id val id: Long,
    val authorName: String,
    val body: String,
    val channelName: String,
    val createdAt: Instant,
    var hiddenAt: Instant? = null,   // hidden by a moderator
    var deletedAt: Instant? = null,  // deleted by its author
)
