package at.alpenhof.stocksync

import java.sql.DriverManager
import java.time.LocalDateTime
import java.time.ZoneOffset
import java.time.OffsetDateTime

data class ErpStock(val articleNo: String, val warehouse: String, val onHand: Int, val reserved: Int, val changedAt: OffsetDateTime)

/** Reads stock levels from the ERP's SQL Server (view dbo.v_lagerbestand). */
class ErpClient(private val url: String, private val user: String, private val password: String) {

    fun changedSince(since: OffsetDateTime): List<ErpStock> =
        query("SELECT artikelnr, lager, bestand, reserviert, geaendert_am FROM dbo.v_lagerbestand WHERE geaendert_am > ? ORDER BY geaendert_am") {
            it.setObject(1, since.toLocalDateTime())
        }

    fun all(): List<ErpStock> =
        query("SELECT artikelnr, lager, bestand, reserviert, geaendert_am FROM dbo.v_lagerbestand ORDER BY artikelnr") {}

    private fun query(sql: String, bind: (java.sql.PreparedStatement) -> Unit): List<ErpStock> =
        DriverManager.getConnection(url, user, password).use { conn ->
            conn.prepareStatement(sql).use { st ->
                bind(st)
                st.executeQuery().use { rs ->
                    buildList {
                        while (rs.next()) {
                            add(
                                ErpStock(
                                    articleNo = rs.getString("artikelnr").trim(),
                                    warehouse = rs.getString("lager").trim(),
                                    onHand = rs.getInt("bestand"),
                                    reserved = rs.getInt("reserviert"),
                                    changedAt = rs.getObject("geaendert_am", LocalDateTime::class.java).atOffset(ZoneOffset.UTC),
                                ),
                            )
                        }
                    }
                }
            }
        }
}
