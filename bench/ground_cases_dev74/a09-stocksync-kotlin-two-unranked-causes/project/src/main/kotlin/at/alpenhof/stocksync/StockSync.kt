package at.alpenhof.stocksync

import org.slf4j.LoggerFactory

data class SyncResult(val read: Int, val updated: Int, val unknown: Int)

class StockSync(private val erp: ErpClient, private val shop: ShopStore, private val batchSize: Int) {

    private val log = LoggerFactory.getLogger(StockSync::class.java)

    fun runIncremental(): SyncResult {
        val since = shop.watermark()
        val changed = erp.changedSince(since)
        log.info("{} stock rows changed in ERP since {}", changed.size, since)
        val result = apply(changed)
        changed.maxOfOrNull { it.changedAt }?.let { shop.saveWatermark(it) }
        return result
    }

    fun runFull(): SyncResult = apply(erp.all())

    private fun apply(rows: List<ErpStock>): SyncResult {
        var updated = 0
        for (chunk in rows.chunked(batchSize)) {
            updated += shop.updateStock(chunk)
        }
        return SyncResult(read = rows.size, updated = updated, unknown = rows.size - updated)
    }
}
