use sqlx::PgPool;

use crate::models::Item;

pub async fn list_items(
    pool: &PgPool,
    category: Option<&str>,
    limit: u32,
    offset: u32,
) -> sqlx::Result<Vec<Item>> {
    sqlx::query_as::<_, Item>(
        r#"
        SELECT id, name, category, price_cents, updated_at
        FROM items
        WHERE ($1::text IS NULL OR category = $1)
        ORDER BY updated_at DESC
        LIMIT $2 OFFSET $3
        "#,
    )
    .bind(category)
    .bind(limit as i64)
    .bind(offset as i64)
    .fetch_all(pool)
    .await
}

pub async fn get_item(pool: &PgPool, id: i64) -> sqlx::Result<Option<Item>> {
    sqlx::query_as::<_, Item>(
        "SELECT id, name, category, price_cents, updated_at FROM items WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await
}
