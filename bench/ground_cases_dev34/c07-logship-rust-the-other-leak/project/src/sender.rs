use anyhow::Result;
use tracing::{debug, warn};

use crate::es::EsClient;

/// Upper bound of lines kept while ES is unreachable (~100MB at 1KB a line).
const MAX_PENDING: usize = 100_000;

pub struct Sender {
    client: EsClient,
    index: String,
    batch_size: usize,
    pending: Vec<String>,
}

impl Sender {
    pub fn new(client: EsClient, index: String, batch_size: usize) -> Self {
        Self { client, index, batch_size, pending: Vec::with_capacity(batch_size) }
    }

    pub fn push(&mut self, line: String) {
        self.pending.push(line);
    }

    pub fn should_flush(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Sends everything pending; on failure the lines stay pending for the next tick.
    pub async fn flush(&mut self) -> Result<()> {
        let mut batch = std::mem::take(&mut self.pending);
        let mut sent = 0;
        while sent < batch.len() {
            let end = (sent + self.batch_size).min(batch.len());
            if let Err(e) = self.client.bulk(&self.index, &batch[sent..end]).await {
                warn!(error = %e, unsent = batch.len() - sent, "bulk failed, will retry");
                batch.drain(..sent);
                batch.append(&mut self.pending);
                if batch.len() > MAX_PENDING {
                    let dropped = batch.len() - MAX_PENDING;
                    batch.drain(..dropped);
                    warn!(dropped, "pending over limit, dropped oldest lines");
                }
                self.pending = batch;
                return Err(e);
            }
            sent = end;
        }
        debug!(n = sent, "flushed");
        Ok(())
    }
}
