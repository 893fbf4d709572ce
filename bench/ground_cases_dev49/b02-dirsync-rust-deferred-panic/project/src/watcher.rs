use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};
use tokio::sync::mpsc;
use tracing::{debug, error};

/// Watches `root` and sends each changed file once it has been quiet for `debounce`.
pub fn spawn(
    root: PathBuf,
    ignore_hidden: bool,
    debounce: Duration,
    out: mpsc::Sender<PathBuf>,
) -> notify::Result<RecommendedWatcher> {
    let (raw_tx, mut raw_rx) = mpsc::unbounded_channel::<Event>();
    let mut watcher = notify::recommended_watcher(move |res: notify::Result<Event>| match res {
        Ok(ev) => {
            let _ = raw_tx.send(ev);
        }
        Err(e) => error!(error = %e, "watch error"),
    })?;
    watcher.watch(&root, RecursiveMode::Recursive)?;

    tokio::spawn(async move {
        let mut pending: HashMap<PathBuf, Instant> = HashMap::new();
        let mut tick = tokio::time::interval(Duration::from_millis(100));
        loop {
            tokio::select! {
                ev = raw_rx.recv() => {
                    let Some(ev) = ev else { break };
                    if !matches!(ev.kind, EventKind::Create(_) | EventKind::Modify(_)) {
                        continue;
                    }
                    for path in ev.paths {
                        if ignore_hidden && is_hidden(&path) {
                            continue;
                        }
                        pending.insert(path, Instant::now());
                    }
                }
                _ = tick.tick() => {
                    if pending.is_empty() {
                        continue;
                    }
                    let now = Instant::now();
                    let ready: Vec<PathBuf> = pending
                        .iter()
                        .filter(|(_, seen)| now.duration_since(**seen) >= debounce)
                        .map(|(p, _)| p.clone())
                        .collect();
                    for path in ready {
                        pending.remove(&path);
                        debug!(path = %path.display(), "settled");
                        if out.send(path).await.is_err() {
                            return;
                        }
                    }
                }
            }
        }
    });
    Ok(watcher)
}

fn is_hidden(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .map(|n| n.starts_with('.'))
        .unwrap_or(false)
}
