use serde::Serialize;
use tauri::State;

use crate::storage::Note;
use crate::AppState;

#[derive(Serialize)]
pub struct NoteSummary {
    pub id: i64,
    pub title: String,
    pub updated_at: String,
}

impl From<&Note> for NoteSummary {
    fn from(note: &Note) -> Self {
        NoteSummary {
            id: note.id,
            title: note.title.clone(),
            updated_at: note.updated_at.to_rfc3339(),
        }
    }
}

#[tauri::command]
pub fn list_notes(state: State<'_, AppState>) -> Result<Vec<NoteSummary>, String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    let notes = store.list_all().map_err(|e| e.to_string())?;
    Ok(notes.iter().map(NoteSummary::from).collect())
}

#[tauri::command]
pub fn get_note(state: State<'_, AppState>, id: i64) -> Result<Option<Note>, String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    store.get(id).map_err(|e| e.to_string())
}

#[tauri::command]
pub fn save_note(state: State<'_, AppState>, id: Option<i64>, title: String, body: String) -> Result<i64, String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    store.save(id, &title, &body).map_err(|e| e.to_string())
}

#[tauri::command]
pub fn delete_note(state: State<'_, AppState>, id: i64) -> Result<(), String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    store.delete(id).map_err(|e| e.to_string())
}

#[tauri::command]
pub fn export_all(state: State<'_, AppState>, target: String) -> Result<usize, String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    let notes = store.list_all().map_err(|e| e.to_string())?;
    let mut out = String::new();
    for (i, note) in notes.iter().enumerate() {
        if i > 0 {
            out.push_str("\n---\n\n");
        }
        let title = if note.title.trim().is_empty() { "无标题" } else { note.title.as_str() };
        out.push_str(&format!("# {}\n\n{}\n", title, note.body.trim_end()));
    }
    std::fs::write(&target, out).map_err(|e| e.to_string())?;
    Ok(notes.len())
}

#[tauri::command]
pub fn search(state: State<'_, AppState>, query: String) -> Result<Vec<NoteSummary>, String> {
    let store = state.store.lock().map_err(|e| e.to_string())?;
    let notes = store.search(&query).map_err(|e| e.to_string())?;
    Ok(notes.iter().map(NoteSummary::from).collect())
}
