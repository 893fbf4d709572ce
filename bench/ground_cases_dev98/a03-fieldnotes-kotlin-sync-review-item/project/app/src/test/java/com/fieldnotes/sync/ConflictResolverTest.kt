package com.fieldnotes.sync

import com.fieldnotes.data.NoteEntity
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class ConflictResolverTest {
    private val resolver = ConflictResolver()

    private fun note(updatedAt: Long, dirty: Boolean = false) =
        NoteEntity(id = "n1", title = "t", body = "b", updatedAt = updatedAt, serverVersion = 3, dirty = dirty)

    @Test
    fun `unknown note is taken from the server`() {
        val remote = note(100)
        assertEquals(Resolution.TakeRemote(remote), resolver.resolve(null, remote))
    }

    @Test
    fun `clean local copy takes the remote one`() {
        val remote = note(100)
        assertEquals(Resolution.TakeRemote(remote), resolver.resolve(note(200), remote))
    }

    @Test
    fun `newer local edit wins`() {
        assertEquals(Resolution.KeepLocal, resolver.resolve(note(300, dirty = true), note(200)))
    }

    @Test
    fun `older local edit loses`() {
        val remote = note(400)
        assertTrue(resolver.resolve(note(300, dirty = true), remote) is Resolution.TakeRemote)
    }
}
