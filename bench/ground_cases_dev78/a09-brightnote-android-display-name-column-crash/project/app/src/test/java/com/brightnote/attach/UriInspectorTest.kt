package com.brightnote.attach

import android.content.ContentResolver
import android.database.MatrixCursor
import android.net.Uri
import android.provider.OpenableColumns
import androidx.test.core.app.ApplicationProvider
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.Shadows.shadowOf

@RunWith(RobolectricTestRunner::class)
class UriInspectorTest {

    private val resolver: ContentResolver = ApplicationProvider.getApplicationContext<android.app.Application>().contentResolver
    private val uri = Uri.parse("content://com.example.docs/document/1234")

    private fun provide(vararg columns: String, row: Array<Any?>) {
        val cursor = MatrixCursor(columns).apply { addRow(row) }
        shadowOf(resolver).setCursor(uri, cursor)
    }

    @Test
    fun sizeIsNullWhenProviderDoesNotKnow() {
        provide(OpenableColumns.SIZE, row = arrayOf(null))
        assertNull(UriInspector.querySize(resolver, uri))
    }

    @Test
    fun displayNameIsRead() {
        provide(OpenableColumns.DISPLAY_NAME, row = arrayOf("Quarterly report.pdf"))
        assertEquals("Quarterly report.pdf", UriInspector.queryDisplayName(resolver, uri))
    }

    @Test
    fun sizeIsRead() {
        provide(OpenableColumns.SIZE, row = arrayOf(2048L))
        assertEquals(2048L, UriInspector.querySize(resolver, uri))
    }
}
