use std::collections::HashSet;
use std::path::{Path, PathBuf};

use tokio::sync::mpsc;

use crate::error::SyncError;

#[derive(Debug, Clone)]
pub struct Job {
    pub id: u64,
    pub path: PathBuf,
}

/// Bounded queue of upload jobs that drops duplicates: a file that is already
/// waiting is not queued a second time.
pub struct JobQueue {
    tx: mpsc::Sender<Job>,
    waiting: HashSet<PathBuf>,
    next_id: u64,
}

impl JobQueue {
    pub fn new(capacity: usize) -> (JobQueue, mpsc::Receiver<Job>) {
        let (tx, rx) = mpsc::channel(capacity);
        (JobQueue { tx, waiting: HashSet::new(), next_id: 1 }, rx)
    }

    pub fn push(&mut self, path: PathBuf) -> Result<Option<u64>, SyncError> {
        if self.waiting.contains(&path) {
            return Ok(None);
        }
        let id = self.next_id;
        let job = Job { id, path: path.clone() };
        self.tx.try_send(job).map_err(|_| SyncError::QueueFull)?;
        self.waiting.insert(path);
        self.next_id += 1;
        Ok(Some(id))
    }

    /// Called when a job finished so the same file can be queued again.
    pub fn done(&mut self, path: &Path) {
        self.waiting.remove(path);
    }

    pub fn len(&self) -> usize {
        self.waiting.len()
    }

    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }
}
