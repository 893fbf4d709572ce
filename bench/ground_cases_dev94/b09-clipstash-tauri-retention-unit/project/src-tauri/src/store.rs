use std::collections::VecDeque;
use std::fs;
use std::io;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// At most this many unpinned clips are kept; `push` drops the oldest beyond it.
pub const MAX_ENTRIES: usize = 500;

/// How long a clip is kept before `prune` drops it.
pub const MAX_AGE_SECS: u64 = 7 * 24 * 60;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Clip {
    pub id: u64,
    pub text: String,
    pub copied_at: u64,
    #[serde(default)]
    pub pinned: bool,
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct History {
    next_id: u64,
    clips: VecDeque<Clip>,
}

pub fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl History {
    /// Adds `text` as the newest clip.
    pub fn push(&mut self, text: String, now: u64) -> Clip {
        self.next_id += 1;
        let clip = Clip { id: self.next_id, text, copied_at: now, pinned: false };
        self.clips.push_front(clip.clone());
        let mut unpinned = self.clips.iter().filter(|c| !c.pinned).count();
        while unpinned > MAX_ENTRIES {
            match self.clips.iter().rposition(|c| !c.pinned) {
                Some(i) => {
                    self.clips.remove(i);
                    unpinned -= 1;
                }
                None => break,
            }
        }
        clip
    }

    /// Drops unpinned clips older than `MAX_AGE_SECS`; pinned clips stay forever.
    pub fn prune(&mut self, now: u64) -> usize {
        let before = self.clips.len();
        self.clips.retain(|c| c.pinned || now.saturating_sub(c.copied_at) < MAX_AGE_SECS);
        before - self.clips.len()
    }

    /// Flips the pin of clip `id`; returns the new state, or None when there is no such clip.
    pub fn toggle_pin(&mut self, id: u64) -> Option<bool> {
        let clip = self.clips.iter_mut().find(|c| c.id == id)?;
        clip.pinned = !clip.pinned;
        Some(clip.pinned)
    }

    pub fn list(&self) -> Vec<Clip> {
        self.clips.iter().cloned().collect()
    }

    pub fn remove(&mut self, id: u64) -> bool {
        let before = self.clips.len();
        self.clips.retain(|c| c.id != id);
        before != self.clips.len()
    }

    pub fn load(path: &Path) -> History {
        fs::read_to_string(path)
            .ok()
            .and_then(|s| serde_json::from_str(&s).ok())
            .unwrap_or_default()
    }

    pub fn save(&self, path: &Path) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension("json.tmp");
        fs::write(&tmp, serde_json::to_vec(self)?)?;
        fs::rename(tmp, path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_adds_newest_first() {
        let mut h = History::default();
        h.push("a".into(), 10);
        h.push("b".into(), 20);
        assert_eq!(h.list().iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["b", "a"]);
    }

    #[test]
    fn prune_drops_old_clips() {
        let mut h = History::default();
        h.push("old".into(), 0);
        h.push("new".into(), MAX_AGE_SECS);
        assert_eq!(h.prune(MAX_AGE_SECS + 1), 1);
        assert_eq!(h.list()[0].text, "new");
    }

    #[test]
    fn pinned_clips_survive_prune() {
        let mut h = History::default();
        let old = h.push("keep me".into(), 0);
        h.push("drop me".into(), 1);
        assert_eq!(h.toggle_pin(old.id), Some(true));
        assert_eq!(h.prune(MAX_AGE_SECS * 10), 1);
        assert_eq!(h.list()[0].text, "keep me");
    }

    #[test]
    fn push_caps_unpinned_clips() {
        let mut h = History::default();
        let first = h.push("pinned".into(), 0);
        h.toggle_pin(first.id);
        for i in 0..MAX_ENTRIES + 3 {
            h.push(format!("clip {i}"), i as u64 + 1);
        }
        let list = h.list();
        assert_eq!(list.len(), MAX_ENTRIES + 1);
        assert_eq!(list.last().unwrap().text, "pinned");
        assert_eq!(list[list.len() - 2].text, "clip 3");
    }

    #[test]
    fn remove_by_id() {
        let mut h = History::default();
        let c = h.push("x".into(), 1);
        assert!(h.remove(c.id));
        assert!(!h.remove(c.id));
    }
}
