use anyhow::Result;
use rusqlite::{params, Connection};

use crate::parse::Row;

pub fn open(path: &str) -> Result<Connection> {
    let conn = Connection::open(path)?;
    conn.execute_batch(
        "CREATE TABLE IF NOT EXISTS stock (
            sku TEXT NOT NULL,
            location TEXT NOT NULL,
            qty INTEGER NOT NULL,
            PRIMARY KEY (sku, location)
        );",
    )?;
    Ok(conn)
}

pub fn upsert(conn: &Connection, row: &Row) -> Result<()> {
    conn.execute(
        "INSERT INTO stock (sku, location, qty) VALUES (?1, ?2, ?3)
         ON CONFLICT (sku, location) DO UPDATE SET qty = excluded.qty",
        params![row.sku, row.location, row.qty],
    )?;
    Ok(())
}

pub fn summary(conn: &Connection) -> Result<Vec<(String, i64)>> {
    let mut stmt = conn.prepare("SELECT sku, SUM(qty) FROM stock GROUP BY sku ORDER BY sku")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<std::result::Result<_, _>>()?)
}
