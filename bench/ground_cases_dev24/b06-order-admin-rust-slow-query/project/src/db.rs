use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::PgPool;

#[derive(Debug, Serialize, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub shop_id: i64,
    pub customer_name: String,
    pub total_yen: i64,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

/// 管理画面の注文一覧。from/to は JST の日付（両端を含む）。
pub async fn list_orders(
    pool: &PgPool,
    shop_id: i64,
    from: NaiveDate,
    to: NaiveDate,
    limit: i64,
) -> sqlx::Result<Vec<OrderRow>> {
    sqlx::query_as::<_, OrderRow>(
        r#"
        SELECT id, shop_id, customer_name, total_yen, status, created_at
        FROM orders
        WHERE shop_id = $1
          AND to_char(created_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD') BETWEEN $2 AND $3
        ORDER BY created_at DESC
        LIMIT $4
        "#,
    )
    .bind(shop_id)
    .bind(from.to_string())
    .bind(to.to_string())
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// 一覧の総件数（ページャ用）。
pub async fn count_orders(
    pool: &PgPool,
    shop_id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        r#"
        SELECT count(*)
        FROM orders
        WHERE shop_id = $1
          AND created_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Tokyo'
          AND created_at < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'
        "#,
    )
    .bind(shop_id)
    .bind(from)
    .bind(to)
    .fetch_one(pool)
    .await
}
