use sqlx::PgPool;

#[derive(sqlx::FromRow)]
pub struct PriceRow {
    pub sku: String,
    pub amount: i64,
}

pub async fn find_price(pool: &PgPool, sku: &str) -> Result<Option<PriceRow>, sqlx::Error> {
    sqlx::query_as::<_, PriceRow>(
        "SELECT sku, amount FROM prices WHERE sku = $1 AND valid_from <= now() ORDER BY valid_from DESC LIMIT 1",
    )
    .bind(sku)
    .fetch_optional(pool)
    .await
}

pub async fn find_prices(pool: &PgPool, skus: &[String]) -> Result<Vec<PriceRow>, sqlx::Error> {
    sqlx::query_as::<_, PriceRow>(
        "SELECT DISTINCT ON (sku) sku, amount FROM prices \
         WHERE sku = ANY($1) AND valid_from <= now() ORDER BY sku, valid_from DESC",
    )
    .bind(skus)
    .fetch_all(pool)
    .await
}
