// Prevents additional console window on Windows in release, DO NOT REMOVE!!
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;
mod storage;

use std::sync::Mutex;

use storage::NoteStore;
use tauri::Manager;

pub struct AppState {
    pub store: Mutex<NoteStore>,
}

fn main() {
    tauri::Builder::default()
        .setup(|app| {
            let dir = app
                .path_resolver()
                .app_data_dir()
                .expect("no app data dir");
            std::fs::create_dir_all(&dir)?;
            let store = NoteStore::open(dir.join("notes.db"))?;
            app.manage(AppState { store: Mutex::new(store) });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::list_notes,
            commands::get_note,
            commands::save_note,
            commands::delete_note,
            commands::search,
            commands::export_all,
        ])
        .run(tauri::generate_context!())
        .expect("error while running tauri application");
}
