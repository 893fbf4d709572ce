package com.example.notes.sync

import com.example.notes.data.NoteEntity
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class ConflictResolverTest {
    private fun local(updatedAt: Long, dirty: Boolean = true, deleted: Boolean = false) =
        NoteEntity(id = "n1", title = "local", body = "", updatedAt = updatedAt, dirty = dirty, deleted = deleted)

    private fun remote(updatedAt: Long, deleted: Boolean = false) =
        NoteDto(id = "n1", title = "remote", body = "", updatedAt = updatedAt, deleted = deleted, version = 7)

    @Test
    fun cleanLocalAlwaysTakesRemote() {
        val r = ConflictResolver.resolve(local(2_000, dirty = false), remote(1_000))
        assertTrue(r is Resolution.TakeRemote)
    }

    @Test
    fun newerLocalEditWins() {
        assertEquals(Resolution.KeepLocal, ConflictResolver.resolve(local(1_718_870_412_000), remote(1_718_870_399_120)))
    }

    @Test
    fun newerRemoteEditWins() {
        val r = ConflictResolver.resolve(local(1_718_870_399_120), remote(1_718_870_412_000))
        assertTrue(r is Resolution.TakeRemote)
    }

    @Test
    fun newerRemoteDeleteBeatsLocalEdit() {
        val r = ConflictResolver.resolve(local(1_000), remote(2_000, deleted = true))
        assertTrue(r is Resolution.TakeRemote && r.note.deleted)
    }

    @Test
    fun olderRemoteDeleteLosesToLocalEdit() {
        assertEquals(Resolution.KeepLocal, ConflictResolver.resolve(local(2_000), remote(1_000, deleted = true)))
    }

    @Test
    fun newerLocalDeleteBeatsRemoteEdit() {
        assertEquals(Resolution.KeepLocal, ConflictResolver.resolve(local(2_000, deleted = true), remote(1_000)))
    }

    @Test
    fun tieGoesToServer() {
        assertTrue(ConflictResolver.resolve(local(5_000), remote(5_000)) is Resolution.TakeRemote)
    }
}
