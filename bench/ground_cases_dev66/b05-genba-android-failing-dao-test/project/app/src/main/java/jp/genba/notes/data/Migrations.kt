package jp.genba.notes.data

import androidx.room.migration.Migration
import androidx.sqlite.db.SupportSQLiteDatabase

object Migrations {
    val M1_2 = object : Migration(1, 2) {
        override fun migrate(db: SupportSQLiteDatabase) {
            db.execSQL("ALTER TABLE notes ADD COLUMN siteId TEXT NOT NULL DEFAULT ''")
        }
    }

    val M2_3 = object : Migration(2, 3) {
        override fun migrate(db: SupportSQLiteDatabase) {
            db.execSQL(
                "CREATE TABLE IF NOT EXISTS pending_edits (id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, " +
                    "noteId TEXT NOT NULL, body TEXT NOT NULL, editedAt INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0)"
            )
            db.execSQL("CREATE UNIQUE INDEX IF NOT EXISTS index_pending_edits_noteId ON pending_edits (noteId)")
        }
    }
}
