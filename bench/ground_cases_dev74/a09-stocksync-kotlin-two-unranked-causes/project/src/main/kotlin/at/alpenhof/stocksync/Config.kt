package at.alpenhof.stocksync

data class Config(
    val erpJdbcUrl: String,
    val erpUser: String,
    val erpPassword: String,
    val shopJdbcUrl: String,
    val batchSize: Int,
) {
    companion object {
        fun fromEnv(): Config = Config(
            erpJdbcUrl = env("ERP_JDBC_URL"),
            erpUser = env("ERP_USER"),
            erpPassword = env("ERP_PASSWORD"),
            shopJdbcUrl = env("SHOP_JDBC_URL"),
            batchSize = System.getenv("BATCH_SIZE")?.toInt() ?: 500,
        )

        private fun env(name: String): String =
            System.getenv(name) ?: error("missing environment variable $name")
    }
}
