use std::io::Write;
use std::net::TcpStream;
use std::time::Duration;

use crate::error::ShipError;

/// Where finished batches go.
pub trait Sink {
    fn send(&mut self, body: &str) -> Result<(), ShipError>;
}

impl<T: Sink + ?Sized> Sink for Box<T> {
    fn send(&mut self, body: &str) -> Result<(), ShipError> {
        (**self).send(body)
    }
}

/// One JSON array per line over a plain TCP connection (the collector's ingest port).
pub struct TcpSink {
    addr: String,
    timeout: Duration,
    conn: Option<TcpStream>,
}

impl TcpSink {
    pub fn new(addr: &str, timeout: Duration) -> Self {
        TcpSink { addr: addr.to_string(), timeout, conn: None }
    }

    fn connect(&mut self) -> Result<&mut TcpStream, ShipError> {
        if self.conn.is_none() {
            let stream = TcpStream::connect(&self.addr)?;
            stream.set_write_timeout(Some(self.timeout))?;
            self.conn = Some(stream);
        }
        Ok(self.conn.as_mut().unwrap())
    }
}

impl Sink for TcpSink {
    fn send(&mut self, body: &str) -> Result<(), ShipError> {
        let result = self.connect().and_then(|c| {
            c.write_all(body.as_bytes())?;
            c.write_all(b"\n")?;
            Ok(())
        });
        if result.is_err() {
            self.conn = None; // reconnect on the next batch
        }
        result
    }
}

/// Prints batches instead of sending them (--dry-run).
pub struct StdoutSink;

impl Sink for StdoutSink {
    fn send(&mut self, body: &str) -> Result<(), ShipError> {
        println!("{body}");
        Ok(())
    }
}
