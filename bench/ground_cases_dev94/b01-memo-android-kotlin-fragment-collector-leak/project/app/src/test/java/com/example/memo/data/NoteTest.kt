package com.example.memo.data

import org.junit.Assert.assertEquals
import org.junit.Test

class NoteTest {

    private val base = Note(id = 7, title = "買い物", body = "牛乳\n卵", updatedAt = 1_700_000_000_000)

    @Test
    fun withEditsTrimsTitleAndMarksDirty() {
        val edited = base.copy(dirty = false).withEdits("  買い物リスト ", "牛乳", now = 1_700_000_100_000)
        assertEquals("買い物リスト", edited.title)
        assertEquals(true, edited.dirty)
        assertEquals(1_700_000_100_000, edited.updatedAt)
    }

    @Test
    fun syncedClearsDirty() {
        val synced = base.synced("r-123")
        assertEquals("r-123", synced.remoteId)
        assertEquals(false, synced.dirty)
    }

    @Test
    fun newNotesAreNotPinned() {
        assertEquals(false, base.pinned)
        assertEquals(false, Note.draft(now = 0).pinned)
    }

    @Test
    fun draftIsEmpty() {
        assertEquals(true, Note.draft(now = 0).isEmpty)
    }

    @Test
    fun editedNoteIsNotEqualToOriginal() {
        val edited = base.withEdits("買い物(週末)", base.body, now = base.updatedAt)
        assertEquals(false, edited == base)
    }
}
