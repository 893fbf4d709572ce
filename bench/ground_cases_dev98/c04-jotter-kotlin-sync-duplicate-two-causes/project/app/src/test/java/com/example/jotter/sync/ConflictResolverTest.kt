package com.example.jotter.sync

import com.example.jotter.api.NoteDto
import com.example.jotter.data.NoteEntity
import org.junit.Assert.assertEquals
import org.junit.Test

class ConflictResolverTest {
    private val resolver = ConflictResolver()

    private fun local(updatedAt: Long, dirty: Boolean = true, version: Long = 3) =
        NoteEntity(localId = 7, serverId = "n1", title = "local", body = "", updatedAt = updatedAt, version = version, dirty = dirty)

    private fun remote(updatedAt: Long, version: Long = 4) =
        NoteDto(id = "n1", title = "remote", body = "", updatedAt = updatedAt, version = version)

    @Test
    fun cleanLocalTakesServerCopy() {
        val merged = resolver.resolve(local(updatedAt = 2_000, dirty = false), remote(updatedAt = 1_000))
        assertEquals("remote", merged.title)
        assertEquals(7L, merged.localId)
    }

    @Test
    fun newerRemoteWins() {
        assertEquals("remote", resolver.resolve(local(updatedAt = 1_000), remote(updatedAt = 2_000)).title)
    }

    @Test
    fun newerLocalWinsButTakesServerVersion() {
        val merged = resolver.resolve(local(updatedAt = 3_000), remote(updatedAt = 2_000, version = 9))
        assertEquals("local", merged.title)
        assertEquals(9L, merged.version)
    }

    @Test
    fun sameTimestampHigherServerVersionWins() {
        assertEquals("remote", resolver.resolve(local(updatedAt = 2_000, version = 3), remote(updatedAt = 2_000, version = 4)).title)
    }

    @Test
    fun sameTimestampSameVersionKeepsLocal() {
        assertEquals("local", resolver.resolve(local(updatedAt = 2_000, version = 4), remote(updatedAt = 2_000, version = 4)).title)
    }
}
