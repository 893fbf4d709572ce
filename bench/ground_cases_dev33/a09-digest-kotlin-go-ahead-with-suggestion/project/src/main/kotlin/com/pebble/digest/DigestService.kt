package com.pebble.digest

import org.slf4j.LoggerFactory
import org.springframework.data.domain.PageRequest
import org.springframework.data.domain.Sort
import org.springframework.stereotype.Service
import java.time.LocalDate

@Service
class DigestService(
    private val users: UserRepository,
    private val items: FeedItemRepository,
    private val mailer: DigestMailer,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /** Sends yesterday's news to every active user who opted in; returns the number of mails sent. */
    fun sendAll(day: LocalDate, batchSize: Int): Int {
        var sent = 0
        var page = 0
        while (true) {
            val batch = users.findByActiveTrue(PageRequest.of(page, batchSize, Sort.by("id")))
            log.info("digest {}: batch {} of {} ({} users), {} mails so far",
                day, page + 1, batch.totalPages, batch.numberOfElements, sent)
            for (user in batch.content.filter { it.digestEnabled == true }) {
                val news = items.findForUserSince(user.id, day.minusDays(1).atStartOfDay())
                if (news.isEmpty()) continue
                try {
                    mailer.send(user, news)
                    sent++
                } catch (e: Exception) {
                    log.warn("digest for user {} failed: {}", user.id, e.message)
                }
            }
            if (!batch.hasNext()) break
            page++
        }
        return sent
    }
}
