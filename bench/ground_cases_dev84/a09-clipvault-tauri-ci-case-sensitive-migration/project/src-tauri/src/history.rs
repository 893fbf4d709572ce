use serde::Serialize;
use std::time::{Duration, SystemTime};
use tauri::{AppHandle, Emitter, Manager, State};

use crate::AppState;

#[derive(Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Clip {
    pub id: u64,
    pub text: String,
    pub copied_at: String,
}

pub struct History {
    items: Vec<Clip>,
    next_id: u64,
    max: usize,
}

impl History {
    pub fn new(max: usize) -> Self {
        Self { items: Vec::new(), next_id: 1, max }
    }

    pub fn push(&mut self, text: String) -> bool {
        if self.items.first().map(|c| c.text == text).unwrap_or(false) {
            return false;
        }
        let copied_at = humantime(SystemTime::now());
        self.items.insert(0, Clip { id: self.next_id, text, copied_at });
        self.next_id += 1;
        self.items.truncate(self.max);
        true
    }
}

fn humantime(t: SystemTime) -> String {
    let secs = t.duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default().as_secs();
    format!("{secs}")
}

#[tauri::command]
pub fn history(state: State<AppState>, query: String) -> Vec<Clip> {
    let h = state.history.lock().unwrap();
    let q = query.to_lowercase();
    h.items.iter().filter(|c| q.is_empty() || c.text.to_lowercase().contains(&q)).cloned().collect()
}

#[tauri::command]
pub fn copy_back(state: State<AppState>, id: u64) -> Result<(), String> {
    let h = state.history.lock().unwrap();
    let clip = h.items.iter().find(|c| c.id == id).ok_or("no such clip")?;
    arboard::Clipboard::new().and_then(|mut cb| cb.set_text(clip.text.clone())).map_err(|e| e.to_string())
}

pub fn start_watcher(app: AppHandle) {
    std::thread::spawn(move || {
        let mut cb = arboard::Clipboard::new().expect("clipboard");
        loop {
            std::thread::sleep(Duration::from_millis(500));
            let state = app.state::<AppState>();
            if *state.paused.lock().unwrap() {
                continue;
            }
            if let Ok(text) = cb.get_text() {
                if state.history.lock().unwrap().push(text) {
                    let _ = app.emit("clip-added", ());
                }
            }
        }
    });
}
