mod history;

use std::sync::Mutex;
use std::time::Duration;

use history::{History, Item};
use tauri::menu::{Menu, MenuItem};
use tauri::tray::TrayIconBuilder;
use tauri::{AppHandle, Manager, State};
use tauri_plugin_clipboard_manager::ClipboardExt;
use tauri_plugin_store::StoreExt;

const HISTORY_LIMIT: usize = 50;

struct AppState {
    history: Mutex<History>,
}

#[tauri::command]
fn list_history(state: State<AppState>) -> Vec<Item> {
    state.history.lock().unwrap().list()
}

#[tauri::command]
fn paste_item(app: AppHandle, state: State<AppState>, index: usize) -> Result<(), String> {
    let text = state.history.lock().unwrap().get(index).cloned().ok_or("no such item")?;
    app.clipboard().write_text(text).map_err(|e| e.to_string())
}

fn watch_clipboard(app: AppHandle) {
    std::thread::spawn(move || {
        let mut last = String::new();
        loop {
            if let Ok(text) = app.clipboard().read_text() {
                if text != last {
                    app.state::<AppState>().history.lock().unwrap().push(text.clone());
                    last = text;
                }
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    });
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .plugin(tauri_plugin_process::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .plugin(tauri_plugin_updater::Builder::new().build())
        .setup(|app| {
            let limit = app
                .store("settings.json")
                .ok()
                .and_then(|s| s.get("historyLimit"))
                .and_then(|v| v.as_u64())
                .map(|n| n.clamp(10, 1000) as usize)
                .unwrap_or(HISTORY_LIMIT);
            app.manage(AppState { history: Mutex::new(History::new(limit)) });
            let show = MenuItem::with_id(app, "show", "履歴を開く", true, None::<&str>)?;
            let quit = MenuItem::with_id(app, "quit", "終了", true, None::<&str>)?;
            let menu = Menu::with_items(app, &[&show, &quit])?;
            TrayIconBuilder::new()
                .icon(app.default_window_icon().unwrap().clone())
                .menu(&menu)
                .on_menu_event(|app, event| match event.id.as_ref() {
                    "show" => {
                        if let Some(w) = app.get_webview_window("main") {
                            let _ = w.show();
                            let _ = w.set_focus();
                        }
                    }
                    "quit" => app.exit(0),
                    _ => {}
                })
                .build(app)?;
            let start_hidden = app
                .store("settings.json")
                .ok()
                .and_then(|s| s.get("startHidden"))
                .and_then(|v| v.as_bool())
                .unwrap_or(false);
            if !start_hidden {
                if let Some(w) = app.get_webview_window("main") {
                    let _ = w.show();
                }
            }
            watch_clipboard(app.handle().clone());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![list_history, paste_item])
        .run(tauri::generate_context!())
        .expect("error while running tauri application");
}
