use std::path::Path;

use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct Note {
    pub id: i64,
    pub title: String,
    pub body: String,
    pub updated_at: DateTime<Utc>,
}

pub struct NoteStore {
    conn: Connection,
}

impl NoteStore {
    pub fn open(path: impl AsRef<Path>) -> rusqlite::Result<Self> {
        let conn = Connection::open(path)?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS notes (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                updated_at TEXT NOT NULL
            );",
        )?;
        Ok(NoteStore { conn })
    }

    fn row_to_note(row: &rusqlite::Row<'_>) -> rusqlite::Result<Note> {
        let updated: String = row.get(3)?;
        Ok(Note {
            id: row.get(0)?,
            title: row.get(1)?,
            body: row.get(2)?,
            updated_at: DateTime::parse_from_rfc3339(&updated)
                .map(|d| d.with_timezone(&Utc))
                .unwrap_or_else(|_| Utc::now()),
        })
    }

    pub fn list_all(&self) -> rusqlite::Result<Vec<Note>> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, title, body, updated_at FROM notes ORDER BY updated_at DESC")?;
        let rows = stmt.query_map([], Self::row_to_note)?;
        rows.collect()
    }

    pub fn get(&self, id: i64) -> rusqlite::Result<Option<Note>> {
        self.conn
            .query_row("SELECT id, title, body, updated_at FROM notes WHERE id = ?1", [id], Self::row_to_note)
            .optional()
    }

    pub fn save(&self, id: Option<i64>, title: &str, body: &str) -> rusqlite::Result<i64> {
        let now = Utc::now().to_rfc3339();
        match id {
            Some(id) => {
                self.conn.execute(
                    "UPDATE notes SET title = ?1, body = ?2, updated_at = ?3 WHERE id = ?4",
                    params![title, body, now, id],
                )?;
                Ok(id)
            }
            None => {
                self.conn.execute(
                    "INSERT INTO notes (title, body, updated_at) VALUES (?1, ?2, ?3)",
                    params![title, body, now],
                )?;
                Ok(self.conn.last_insert_rowid())
            }
        }
    }

    pub fn delete(&self, id: i64) -> rusqlite::Result<()> {
        self.conn.execute("DELETE FROM notes WHERE id = ?1", [id])?;
        Ok(())
    }

    pub fn search(&self, query: &str) -> rusqlite::Result<Vec<Note>> {
        let needle = query.to_lowercase();
        let notes = self.list_all()?;
        Ok(notes
            .into_iter()
            .filter(|n| n.title.to_lowercase().contains(&needle) || n.body.to_lowercase().contains(&needle))
            .collect())
    }
}
