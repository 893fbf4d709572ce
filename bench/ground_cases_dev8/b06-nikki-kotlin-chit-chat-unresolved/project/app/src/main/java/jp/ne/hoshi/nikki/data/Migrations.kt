package jp.ne.hoshi.nikki.data

import androidx.room.migration.Migration
import androidx.sqlite.db.SupportSQLiteDatabase

// v2: 気分 (mood) を追加
val MIGRATION_1_2 = object : Migration(1, 2) {
    override fun migrate(db: SupportSQLiteDatabase) {
        db.execSQL("ALTER TABLE entries ADD COLUMN mood INTEGER NOT NULL DEFAULT 3")
    }
}
