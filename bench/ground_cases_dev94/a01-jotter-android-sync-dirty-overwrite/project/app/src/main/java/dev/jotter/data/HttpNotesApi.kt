package dev.jotter.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.json.Json
import java.io.IOException
import java.net.HttpURLConnection
import java.net.URL

class HttpNotesApi(private val baseUrl: String) : NotesApi {
    private val json = Json { ignoreUnknownKeys = true }

    override suspend fun changesSince(since: Long): List<NoteDto> =
        json.decodeFromString(ListSerializer(NoteDto.serializer()), request("GET", "/notes?since=$since", null))

    override suspend fun create(title: String, body: String, updatedAt: Long): NoteDto {
        val payload = json.encodeToString(NoteDto.serializer(), NoteDto("", title, body, updatedAt))
        return json.decodeFromString(NoteDto.serializer(), request("POST", "/notes", payload))
    }

    override suspend fun update(note: NoteDto): NoteDto =
        json.decodeFromString(NoteDto.serializer(), request("PUT", "/notes/${note.id}", json.encodeToString(NoteDto.serializer(), note)))

    private suspend fun request(method: String, path: String, body: String?): String = withContext(Dispatchers.IO) {
        val conn = URL(baseUrl + path).openConnection() as HttpURLConnection
        try {
            conn.requestMethod = method
            conn.connectTimeout = 10_000
            conn.readTimeout = 15_000
            conn.setRequestProperty("Content-Type", "application/json")
            if (body != null) {
                conn.doOutput = true
                conn.outputStream.use { it.write(body.toByteArray()) }
            }
            if (conn.responseCode !in 200..299) throw IOException("HTTP ${conn.responseCode} for $method $path")
            conn.inputStream.bufferedReader().use { it.readText() }
        } finally {
            conn.disconnect()
        }
    }
}
