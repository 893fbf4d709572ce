package com.tripbook.data

import androidx.room.testing.MigrationTestHelper
import androidx.test.ext.junit.runners.AndroidJUnit4
import androidx.test.platform.app.InstrumentationRegistry
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith

@RunWith(AndroidJUnit4::class)
class MigrationTest {
    private val dbName = "migration-test"

    @get:Rule
    val helper = MigrationTestHelper(InstrumentationRegistry.getInstrumentation(), AppDatabase::class.java)

    @Test
    fun migrate2To3_keepsTrips() {
        helper.createDatabase(dbName, 2).apply {
            execSQL("INSERT INTO trips (id, title, startDate, endDate) VALUES (1, 'Lisbon', 0, 0)")
            close()
        }
        helper.runMigrationsAndValidate(dbName, 3, true, MIGRATION_2_3)
    }

    @Test
    fun migrate4To5_addsNullableCover() {
        helper.createDatabase(dbName, 4).apply {
            execSQL("INSERT INTO trips (id, title, startDate, endDate, archived) VALUES (1, 'Lisbon', 0, 0, 0)")
            close()
        }
        val db = helper.runMigrationsAndValidate(dbName, 5, true, MIGRATION_4_5)
        db.query("SELECT coverPhotoUri FROM trips WHERE id = 1").use { c ->
            c.moveToFirst()
            assert(c.isNull(0))
        }
    }

    @Test
    fun migrateAll_3To5() {
        helper.createDatabase(dbName, 3).apply {
            execSQL("INSERT INTO trips (id, title, startDate, endDate, archived) VALUES (1, 'Lisbon', 0, 0, 0)")
            close()
        }
        helper.runMigrationsAndValidate(dbName, 5, true, *ALL_MIGRATIONS)
    }
}
