package com.example.notes

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

class NoteTest {

    private val note = Note(id = 1, title = "周会纪要", body = "讨论了发版时间\n第二行", createdAt = 1000)

    @Test
    fun previewIsFirstLine() {
        assertEquals("讨论了发版时间", note.preview)
    }

    @Test
    fun matchesChineseAndIgnoresCase() {
        assertTrue(note.matches("发版"))
        assertTrue(Note(title = "Release", body = "").matches("release"))
        assertFalse(note.matches("预算"))
    }

    @Test
    fun blankQueryMatchesEverything() {
        assertTrue(note.matches("  "))
    }

    @Test
    fun touchedUpdatesOnlyUpdatedAt() {
        val t = note.touched(now = 5000)
        assertEquals(1000, t.createdAt)
        assertEquals(5000, t.updatedAt)
    }
}
