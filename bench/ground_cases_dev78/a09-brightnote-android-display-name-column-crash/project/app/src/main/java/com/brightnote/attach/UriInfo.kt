package com.brightnote.attach

import android.content.ContentResolver
import android.net.Uri
import android.provider.OpenableColumns

/** What we need to know about a picked document before uploading it. */
data class UriInfo(val name: String, val size: Long?, val mimeType: String)

object UriInspector {

    fun inspect(resolver: ContentResolver, uri: Uri): UriInfo = UriInfo(
        name = queryDisplayName(resolver, uri),
        size = querySize(resolver, uri),
        mimeType = resolver.getType(uri) ?: "application/octet-stream",
    )

    fun queryDisplayName(resolver: ContentResolver, uri: Uri): String {
        resolver.query(uri, arrayOf(OpenableColumns.DISPLAY_NAME), null, null, null)?.use { cursor ->
            if (cursor.moveToFirst()) {
                return cursor.getString(cursor.getColumnIndexOrThrow(OpenableColumns.DISPLAY_NAME))
            }
        }
        return uri.lastPathSegment ?: "attachment"
    }

    /** Size in bytes, or null when the provider doesn't know it (cloud files often don't). */
    fun querySize(resolver: ContentResolver, uri: Uri): Long? {
        resolver.query(uri, arrayOf(OpenableColumns.SIZE), null, null, null)?.use { cursor ->
            if (cursor.moveToFirst()) {
                val index = cursor.getColumnIndex(OpenableColumns.SIZE)
                if (index >= 0 && !cursor.isNull(index)) return cursor.getLong(index)
            }
        }
        return null
    }
}
