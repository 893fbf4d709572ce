#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod history;
mod settings;
mod tray;

use std::sync::Mutex;
use tauri::Manager;

pub struct AppState {
    pub history: Mutex<history::History>,
    pub paused: Mutex<bool>,
}

fn main() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_fs::init())
        .setup(|app| {
            let dir = app.path().app_config_dir()?;
            if let Some(base) = dir.parent() {
                if let Err(e) = settings::migrate_legacy(base, &dir) {
                    eprintln!("settings migration failed: {e}");
                }
            }
            let settings = settings::load(&dir);
            app.manage(AppState {
                history: Mutex::new(history::History::new(settings.max_items)),
                paused: Mutex::new(false),
            });
            tray::build(app.handle())?;
            history::start_watcher(app.handle().clone());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![history::history, history::copy_back])
        .run(tauri::generate_context!())
        .expect("error while running ClipVault");
}
