use std::sync::Mutex;

use rusqlite::Connection;
use tauri::State;

use crate::db;
use crate::history::Clip;

pub struct Db(pub Mutex<Connection>);

fn err(e: rusqlite::Error) -> String {
    e.to_string()
}

#[tauri::command]
pub fn recent_clips(db: State<'_, Db>, limit: Option<usize>) -> Result<Vec<Clip>, String> {
    let conn = db.0.lock().unwrap();
    db::recent(&conn, limit.unwrap_or(200)).map_err(err)
}

#[tauri::command]
pub fn search_clips(db: State<'_, Db>, query: String) -> Result<Vec<Clip>, String> {
    let conn = db.0.lock().unwrap();
    db::search(&conn, &query).map_err(err)
}

#[tauri::command]
pub fn pin_clip(db: State<'_, Db>, id: i64, pinned: bool) -> Result<(), String> {
    let conn = db.0.lock().unwrap();
    db::set_pinned(&conn, id, pinned).map_err(err)
}

#[tauri::command]
pub fn delete_clip(db: State<'_, Db>, id: i64) -> Result<(), String> {
    let conn = db.0.lock().unwrap();
    db::delete(&conn, id).map_err(err)
}

#[tauri::command]
pub fn copy_clip(text: String) -> Result<(), String> {
    arboard::Clipboard::new()
        .and_then(|mut c| c.set_text(text))
        .map_err(|e| e.to_string())
}
