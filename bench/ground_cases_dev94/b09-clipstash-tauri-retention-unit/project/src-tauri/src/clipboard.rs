use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use arboard::Clipboard;
use tauri::{AppHandle, Emitter};

use crate::store::{now_secs, History};

const POLL: Duration = Duration::from_millis(500);

/// Polls the system clipboard and records every new text in `history`.
pub fn spawn_watcher(app: AppHandle, history: Arc<Mutex<History>>) {
    thread::spawn(move || {
        let mut clipboard = match Clipboard::new() {
            Ok(c) => c,
            Err(e) => {
                log::error!("clipboard unavailable: {e}");
                return;
            }
        };
        let mut last = clipboard.get_text().unwrap_or_default();
        loop {
            thread::sleep(POLL);
            let text = match clipboard.get_text() {
                Ok(t) => t,
                Err(_) => continue,
            };
            if text == last || text.trim().is_empty() {
                continue;
            }
            last = text.clone();
            let clip = {
                let mut h = history.lock().unwrap();
                h.push(text, now_secs())
            };
            let _ = app.emit("clip-added", &clip);
        }
    });
}

/// Puts `text` back on the clipboard (the watcher sees it but it equals `last` after the next poll).
pub fn copy_to_clipboard(text: &str) -> Result<(), String> {
    let mut clipboard = Clipboard::new().map_err(|e| e.to_string())?;
    clipboard.set_text(text.to_owned()).map_err(|e| e.to_string())
}
