package com.example.notes.data

import android.content.Context
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val updatedAt: Long,
    val dirty: Boolean = false,
)

class NoteRepository(context: Context) {

    private val file = File(context.filesDir, "notes.json")

    fun all(): List<Note> {
        if (!file.exists()) return emptyList()
        val array = JSONArray(file.readText())
        return (0 until array.length()).map { i ->
            val o = array.getJSONObject(i)
            Note(o.getString("id"), o.getString("title"), o.getString("body"), o.getLong("updatedAt"), o.optBoolean("dirty"))
        }
    }

    fun save(notes: List<Note>) {
        val array = JSONArray()
        notes.forEach { n ->
            array.put(
                JSONObject().put("id", n.id).put("title", n.title).put("body", n.body)
                    .put("updatedAt", n.updatedAt).put("dirty", n.dirty)
            )
        }
        file.writeText(array.toString())
    }

    fun dirty(): List<Note> = all().filter { it.dirty }

    fun markClean(ids: Set<String>) {
        save(all().map { if (it.id in ids) it.copy(dirty = false) else it })
    }

    fun toJson(note: Note): String =
        JSONObject().put("id", note.id).put("title", note.title).put("body", note.body)
            .put("updatedAt", note.updatedAt).toString()
}
