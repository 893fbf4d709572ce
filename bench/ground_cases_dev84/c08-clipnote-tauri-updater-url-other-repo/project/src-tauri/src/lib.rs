mod history;

use std::sync::Mutex;

use tauri::menu::{CheckMenuItem, Menu, MenuItem, PredefinedMenuItem};
use tauri::tray::{MouseButton, TrayIconBuilder, TrayIconEvent};
use tauri::{Manager, State};
use tauri_plugin_updater::UpdaterExt;

use history::History;

#[tauri::command]
fn list_history(history: State<'_, Mutex<History>>) -> Vec<history::Entry> {
    history.lock().unwrap().entries().to_vec()
}

#[tauri::command]
fn set_limit(limit: usize, history: State<'_, Mutex<History>>) {
    history.lock().unwrap().set_limit(limit);
}

async fn check_update(app: tauri::AppHandle) {
    let updater = match app.updater() {
        Ok(u) => u,
        Err(err) => return log::warn!("updater unavailable: {err}"),
    };
    match updater.check().await {
        Ok(Some(update)) => {
            log::info!("update {} available", update.version);
            if let Err(err) = update.download_and_install(|_, _| {}, || {}).await {
                log::error!("update failed: {err}");
            }
        }
        Ok(None) => log::info!("up to date"),
        Err(err) => log::error!("update check failed: {err}"),
    }
}

pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .plugin(tauri_plugin_updater::Builder::new().build())
        .plugin(tauri_plugin_clipboard_manager::init())
        .manage(Mutex::new(History::new(50)))
        .invoke_handler(tauri::generate_handler![list_history, set_limit])
        .setup(|app| {
            let show = MenuItem::with_id(app, "show", "显示历史", true, None::<&str>)?;
            let pause = CheckMenuItem::with_id(app, "pause", "暂停记录", true, false, None::<&str>)?;
            let quit = MenuItem::with_id(app, "quit", "退出", true, None::<&str>)?;
            let menu = Menu::with_items(app, &[&show, &pause, &PredefinedMenuItem::separator(app)?, &quit])?;
            TrayIconBuilder::with_id("main")
                .icon(tauri::include_image!("icons/tray-template.png"))
                .icon_as_template(true)
                .menu(&menu)
                .menu_on_left_click(false)
                .on_menu_event(|app, event| match event.id.as_ref() {
                    "show" => {
                        if let Some(w) = app.get_webview_window("main") {
                            let _ = w.show();
                            let _ = w.set_focus();
                        }
                    }
                    "pause" => {
                        let state = app.state::<Mutex<History>>();
                        let mut h = state.lock().unwrap();
                        let paused = !h.paused();
                        h.set_paused(paused);
                    }
                    "quit" => app.exit(0),
                    _ => {}
                })
                .on_tray_icon_event(|tray, event| {
                    if let TrayIconEvent::Click { button: MouseButton::Left, .. } = event {
                        if let Some(w) = tray.app_handle().get_webview_window("main") {
                            let _ = w.show();
                            let _ = w.set_focus();
                        }
                    }
                })
                .build(app)?;
            let handle = app.handle().clone();
            tauri::async_runtime::spawn(check_update(handle));
            Ok(())
        })
        .run(tauri::generate_context!())
        .expect("error while running Clipnote");
}
