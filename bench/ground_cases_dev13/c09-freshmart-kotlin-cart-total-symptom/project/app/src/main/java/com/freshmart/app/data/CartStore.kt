package com.freshmart.app.data

import android.content.Context
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.stringPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import kotlinx.coroutines.flow.first
import kotlinx.serialization.SerializationException
import kotlinx.serialization.encodeToString
import kotlinx.serialization.json.Json

private val Context.cartDataStore by preferencesDataStore(name = "cart")

/** The cart survives app restarts; it is stored as JSON in a preferences DataStore. */
class CartStore(private val context: Context) {

    private val key = stringPreferencesKey("items")
    private val json = Json { ignoreUnknownKeys = true }

    suspend fun load(): List<CartItem> {
        val raw = context.cartDataStore.data.first()[key] ?: return emptyList()
        return try {
            json.decodeFromString<List<CartItem>>(raw)
        } catch (e: SerializationException) {
            emptyList() // an old app version wrote another shape; start with an empty cart
        }
    }

    suspend fun save(items: List<CartItem>) {
        context.cartDataStore.edit { prefs ->
            if (items.isEmpty()) prefs.remove(key) else prefs[key] = json.encodeToString(items)
        }
    }
}
