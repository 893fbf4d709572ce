mod clipboard;
mod store;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use tauri::{Manager, State};

use store::{now_secs, Clip, History};

struct AppState {
    history: Arc<Mutex<History>>,
    path: PathBuf,
}

impl AppState {
    fn save(&self) {
        if let Err(e) = self.history.lock().unwrap().save(&self.path) {
            log::warn!("could not save history: {e}");
        }
    }
}

#[tauri::command]
fn list_clips(state: State<'_, AppState>) -> Vec<Clip> {
    state.history.lock().unwrap().list()
}

#[tauri::command]
fn delete_clip(id: u64, state: State<'_, AppState>) -> bool {
    let removed = state.history.lock().unwrap().remove(id);
    state.save();
    removed
}

#[tauri::command]
fn toggle_pin(id: u64, state: State<'_, AppState>) -> Option<bool> {
    let pinned = state.history.lock().unwrap().toggle_pin(id);
    state.save();
    pinned
}

#[tauri::command]
fn copy_clip(text: String) -> Result<(), String> {
    clipboard::copy_to_clipboard(&text)
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            let path = app.path().app_data_dir()?.join("history.json");
            let mut history = History::load(&path);
            history.prune(now_secs());
            let history = Arc::new(Mutex::new(history));
            clipboard::spawn_watcher(app.handle().clone(), history.clone());

            // Prune and persist once an hour.
            let (h, p) = (history.clone(), path.clone());
            thread::spawn(move || loop {
                thread::sleep(Duration::from_secs(60 * 60));
                let mut guard = h.lock().unwrap();
                guard.prune(now_secs());
                let _ = guard.save(&p);
            });

            app.manage(AppState { history, path });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![list_clips, delete_clip, toggle_pin, copy_clip])
        .run(tauri::generate_context!())
        .expect("error while running tauri application");
}
