package com.pinecone.notes.settings

import androidx.datastore.preferences.core.PreferenceDataStoreFactory
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder

class SettingsRepositoryTest {
    @get:Rule val tmp = TemporaryFolder()

    private fun repo(scope: kotlinx.coroutines.CoroutineScope) = SettingsRepository(
        PreferenceDataStoreFactory.create(scope = scope) { tmp.newFile("settings.preferences_pb") }
    )

    @Test
    fun themeRoundTrips() = runTest {
        val r = repo(backgroundScope)
        r.setTheme(AppTheme.DARK)
        assertEquals(AppTheme.DARK, r.settings.first().theme)
    }

    @Test
    fun syncDefaultsToWifiOnly() = runTest {
        assertEquals(true, repo(backgroundScope).settings.first().syncOnWifiOnly)
    }
}
