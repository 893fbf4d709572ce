package at.alpenhof.stocksync

import java.sql.DriverManager
import java.time.OffsetDateTime

/** The shop's Postgres: product_stock and the sync watermark. */
class ShopStore(private val url: String) {

    fun watermark(): OffsetDateTime =
        DriverManager.getConnection(url).use { conn ->
            conn.createStatement().executeQuery("SELECT last_changed_at FROM stock_sync_state WHERE id = 1").use { rs ->
                if (rs.next()) rs.getObject(1, OffsetDateTime::class.java) else OffsetDateTime.parse("2000-01-01T00:00:00Z")
            }
        }

    fun saveWatermark(at: OffsetDateTime) {
        DriverManager.getConnection(url).use { conn ->
            conn.prepareStatement(
                "INSERT INTO stock_sync_state (id, last_changed_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_changed_at = EXCLUDED.last_changed_at",
            ).use { st ->
                st.setObject(1, at)
                st.executeUpdate()
            }
        }
    }

    /** Returns how many of the given SKUs exist in the shop and were updated. */
    fun updateStock(rows: List<ErpStock>): Int =
        DriverManager.getConnection(url).use { conn ->
            conn.autoCommit = false
            val updated = conn.prepareStatement(
                "UPDATE product_stock SET available = ?, updated_at = now() WHERE sku = ? AND warehouse = ?",
            ).use { st ->
                for (r in rows) {
                    st.setInt(1, maxOf(0, r.onHand - r.reserved))
                    st.setString(2, r.articleNo)
                    st.setString(3, r.warehouse)
                    st.addBatch()
                }
                st.executeBatch().count { it > 0 }
            }
            conn.commit()
            updated
        }
}
