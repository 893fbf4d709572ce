package jp.otayori.preference

import org.springframework.stereotype.Service
import java.time.LocalTime

@Service
class PreferenceService(private val repo: PreferenceRepository) {

    fun isDigestEnabled(memberId: Long): Boolean {
        val pref = repo.findByMemberId(memberId) ?: return true  // default: on
        return pref.digest != DigestFrequency.OFF && pref.unsubscribedAt == null
    }

    fun isMuted(memberId: Long, channel: String): Boolean =
        repo.findByMemberId(memberId)?.mutedChannels?.contains(channel) ?: false

    fun quietHours(memberId: Long): ClosedRange<LocalTime>? {
        val pref = repo.findByMemberId(memberId) ?: return null
        val start = pref.quietStart ?: return null
        val end = pref.quietEnd ?: return null
        return start..end
    }

    fun update(memberId: Long, change: PreferenceChange): Preference {
        val pref = repo.findByMemberId(memberId) ?: Preference(memberId = memberId)
        change.digest?.let { pref.digest = it }
        change.mutedChannels?.let { pref.mutedChannels = it.toMutableSet() }
        change.quietStart?.let { pref.quietStart = it }
        change.quietEnd?.let { pref.quietEnd = it }
        return repo.save(pref)
    }
}
