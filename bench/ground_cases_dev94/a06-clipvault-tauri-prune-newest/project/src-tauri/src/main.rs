#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

mod commands;
mod db;
mod history;

use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use clipboard_master::{CallbackResult, ClipboardHandler, Master};
use tauri::{AppHandle, Emitter, Manager};

use commands::Db;
use history::Recorder;

const MAX_ITEMS: usize = 5_000;
const MAX_CLIP_LEN: usize = 100_000;

struct Handler {
    app: AppHandle,
    recorder: Recorder,
}

impl ClipboardHandler for Handler {
    fn on_clipboard_change(&mut self) -> CallbackResult {
        let Ok(text) = arboard::Clipboard::new().and_then(|mut c| c.get_text()) else {
            return CallbackResult::Next;
        };
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0);
        let db = self.app.state::<Db>();
        let conn = db.0.lock().unwrap();
        if let Ok(Some(clip)) = self.recorder.record(&conn, &text, now) {
            let _ = self.app.emit("clip-added", clip);
        }
        CallbackResult::Next
    }
}

fn main() {
    tauri::Builder::default()
        .plugin(tauri_plugin_window_state::Builder::default().build())
        .setup(|app| {
            let dir = app.path().app_data_dir()?;
            std::fs::create_dir_all(&dir)?;
            let conn = db::open(&dir.join("clips.db"))?;
            db::prune(&conn, MAX_ITEMS)?;
            app.manage(Db(Mutex::new(conn)));

            let handle = app.handle().clone();
            std::thread::spawn(move || {
                let handler = Handler { app: handle, recorder: Recorder::new(MAX_CLIP_LEN) };
                let _ = Master::new(handler).run();
            });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::recent_clips,
            commands::search_clips,
            commands::pin_clip,
            commands::delete_clip,
            commands::copy_clip,
        ])
        .run(tauri::generate_context!())
        .expect("error while running clipvault");
}
