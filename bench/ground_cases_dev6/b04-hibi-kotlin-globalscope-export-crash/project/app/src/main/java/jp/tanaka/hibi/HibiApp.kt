package jp.tanaka.hibi

import android.app.Application
import jp.tanaka.hibi.data.AppDatabase
import jp.tanaka.hibi.data.EntryRepository
import jp.tanaka.hibi.data.ExportService

class HibiApp : Application() {
    val database by lazy { AppDatabase.build(this) }
    val entries by lazy { EntryRepository(database.entryDao()) }
    val exporter by lazy { ExportService(this, entries) }
}
