package jp.tanaka.hibi.data

import android.content.Context
import java.io.File

class ExportService(private val context: Context, private val entries: EntryRepository) {

    /** Writes every entry to a CSV in the app's external files dir. Call off the main thread. */
    suspend fun exportAll(): File {
        val dir = context.getExternalFilesDir("exports") ?: context.filesDir
        val file = File(dir, "hibi-${System.currentTimeMillis()}.csv")
        file.bufferedWriter().use { out ->
            out.write("date,mood,body\n")
            for (e in entries.all()) {
                out.write("${e.date},${e.mood},\"${e.body.replace("\"", "\"\"")}\"\n")
            }
        }
        return file
    }

    /** Copies the Room database file for the settings screen's backup button. */
    fun backupDatabase(): File {
        val src = context.getDatabasePath("hibi.db")
        val dst = File(context.getExternalFilesDir("backup") ?: context.filesDir, "hibi-backup.db")
        src.copyTo(dst, overwrite = true)
        return dst
    }
}
