use std::fs::File;
use std::io::{BufRead, BufReader, Seek, SeekFrom};
use std::path::PathBuf;

use anyhow::{Context, Result};

use crate::config::RetrySection;

pub struct Tailer {
    reader: BufReader<File>,
}

impl Tailer {
    pub fn read_new_lines(&mut self) -> Result<Vec<String>> {
        let mut out = Vec::new();
        let mut buf = String::new();
        while self.reader.read_line(&mut buf)? > 0 {
            out.push(buf.trim_end().to_string());
            buf.clear();
        }
        Ok(out)
    }
}

pub fn open_all(paths: &[PathBuf]) -> Result<Vec<Tailer>> {
    let mut out = Vec::new();
    for p in paths {
        let mut f = File::open(p).with_context(|| format!("opening {}", p.display()))?;
        f.seek(SeekFrom::End(0))?;
        out.push(Tailer { reader: BufReader::new(f) });
    }
    Ok(out)
}

pub struct HttpSink {
    endpoint: String,
    batch_size: usize,
    buf: Vec<serde_json::Value>,
}

impl HttpSink {
    pub fn new(endpoint: &str, batch_size: usize) -> Self {
        HttpSink { endpoint: endpoint.to_string(), batch_size, buf: Vec::new() }
    }

    pub fn push(&mut self, line: String, labels: &[String]) -> Result<()> {
        self.buf.push(serde_json::json!({ "line": line, "labels": labels }));
        Ok(())
    }

    pub fn flush_if_full(&mut self, retry: &RetrySection) -> Result<()> {
        if self.buf.len() < self.batch_size {
            return Ok(());
        }
        let body = serde_json::Value::Array(std::mem::take(&mut self.buf));
        let mut attempt = 1;
        loop {
            match ureq::post(&self.endpoint).send_json(body.clone()) {
                Ok(_) => return Ok(()),
                Err(e) if attempt < retry.max_attempts => {
                    eprintln!("post failed (attempt {}): {}", attempt, e);
                    std::thread::sleep(std::time::Duration::from_millis(retry.backoff_ms * attempt as u64));
                    attempt += 1;
                }
                Err(e) => return Err(e).context("posting batch"),
            }
        }
    }
}
