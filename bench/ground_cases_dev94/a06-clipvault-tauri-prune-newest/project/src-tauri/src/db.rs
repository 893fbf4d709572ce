use std::path::Path;

use rusqlite::{params, Connection};

use crate::history::Clip;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS clips (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    pinned INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS clips_created_at ON clips(created_at);
";

pub fn open(path: &Path) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.execute_batch("PRAGMA journal_mode = WAL;")?;
    conn.execute_batch(SCHEMA)?;
    Ok(conn)
}

pub fn open_in_memory() -> rusqlite::Result<Connection> {
    let conn = Connection::open_in_memory()?;
    conn.execute_batch(SCHEMA)?;
    Ok(conn)
}

pub fn insert(conn: &Connection, text: &str, now: i64) -> rusqlite::Result<Clip> {
    conn.execute("INSERT INTO clips (text, created_at) VALUES (?1, ?2)", params![text, now])?;
    Ok(Clip { id: conn.last_insert_rowid(), text: text.to_owned(), created_at: now, pinned: false })
}

pub fn recent(conn: &Connection, limit: usize) -> rusqlite::Result<Vec<Clip>> {
    let mut stmt = conn.prepare(
        "SELECT id, text, created_at, pinned FROM clips ORDER BY pinned DESC, created_at DESC LIMIT ?1",
    )?;
    let rows = stmt.query_map(params![limit as i64], row_to_clip)?;
    rows.collect()
}

pub fn search(conn: &Connection, query: &str) -> rusqlite::Result<Vec<Clip>> {
    let mut stmt = conn.prepare(
        "SELECT id, text, created_at, pinned FROM clips WHERE text LIKE '%' || ?1 || '%' ORDER BY created_at DESC LIMIT 200",
    )?;
    let rows = stmt.query_map(params![query], row_to_clip)?;
    rows.collect()
}

pub fn set_pinned(conn: &Connection, id: i64, pinned: bool) -> rusqlite::Result<()> {
    conn.execute("UPDATE clips SET pinned = ?2 WHERE id = ?1", params![id, pinned])?;
    Ok(())
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM clips WHERE id = ?1", params![id])?;
    Ok(())
}

/// Keeps the newest `max_items` unpinned clips; pinned clips are never pruned.
pub fn prune(conn: &Connection, max_items: usize) -> rusqlite::Result<usize> {
    let count: i64 = conn.query_row("SELECT COUNT(*) FROM clips WHERE pinned = 0", [], |r| r.get(0))?;
    let excess = count - max_items as i64;
    if excess <= 0 {
        return Ok(0);
    }
    conn.execute(
        "DELETE FROM clips WHERE id IN (
            SELECT id FROM clips WHERE pinned = 0 ORDER BY created_at DESC LIMIT ?1
        )",
        params![excess],
    )
}

fn row_to_clip(row: &rusqlite::Row<'_>) -> rusqlite::Result<Clip> {
    Ok(Clip { id: row.get(0)?, text: row.get(1)?, created_at: row.get(2)?, pinned: row.get(3)? })
}
