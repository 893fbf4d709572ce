package jp.co.komeya.pocketcart.data

import android.content.Context
import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.stringPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import dagger.hilt.android.qualifiers.ApplicationContext
import kotlinx.coroutines.flow.first
import kotlinx.serialization.Serializable
import kotlinx.serialization.encodeToString
import kotlinx.serialization.json.Json
import javax.inject.Inject
import javax.inject.Singleton

@Serializable
data class CartItem(
    val sku: String,
    val name: String,
    val unitPrice: Long,
    val quantity: Int,
    val taxRatePercent: Int = 10,
    val imageUrl: String? = null,
)

private val Context.cartStore: DataStore<Preferences> by preferencesDataStore(name = "cart")
private val CART_KEY = stringPreferencesKey("items")

@Singleton
class CartRepository @Inject constructor(@ApplicationContext private val context: Context) {
    private val json = Json { ignoreUnknownKeys = true }

    suspend fun load(): List<CartItem> {
        val raw = context.cartStore.data.first()[CART_KEY] ?: return emptyList()
        return runCatching { json.decodeFromString<List<CartItem>>(raw) }.getOrDefault(emptyList())
    }

    suspend fun save(items: List<CartItem>) {
        context.cartStore.edit { it[CART_KEY] = json.encodeToString(items) }
    }
}
