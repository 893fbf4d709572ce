package at.alpenhof.stocksync

import org.slf4j.LoggerFactory
import kotlin.system.exitProcess

private val log = LoggerFactory.getLogger("stocksync")

fun main(args: Array<String>) {
    val config = Config.fromEnv()
    val erp = ErpClient(config.erpJdbcUrl, config.erpUser, config.erpPassword)
    val shop = ShopStore(config.shopJdbcUrl)
    val sync = StockSync(erp, shop, batchSize = config.batchSize)
    val full = "--full" in args
    try {
        val result = if (full) sync.runFull() else sync.runIncremental()
        log.info("stock sync done: {} articles read, {} updated, {} unknown", result.read, result.updated, result.unknown)
    } catch (e: Exception) {
        log.error("stock sync failed", e)
        exitProcess(1)
    }
}
