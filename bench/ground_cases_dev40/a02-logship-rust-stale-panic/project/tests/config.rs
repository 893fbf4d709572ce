use std::io::Write;
use std::path::Path;
use std::time::Duration;

use logship::config::{self, parse_duration};

fn write_config(body: &str) -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(body.as_bytes()).unwrap();
    f
}

#[test]
fn loads_example() {
    let cfg = config::load(Path::new("logship.example.toml")).unwrap();
    assert_eq!(cfg.sources.len(), 2);
    assert_eq!(cfg.timeout, Duration::from_secs(10));
    assert_eq!(cfg.flush_interval, Duration::from_secs(5));
}

#[test]
fn tag_defaults_to_file_stem() {
    let f = write_config(
        "endpoint = \"http://x\"\n[http]\ntimeout_secs = 3\n[[source]]\npath = \"/var/log/app/worker.log\"\n",
    );
    let cfg = config::load(f.path()).unwrap();
    assert_eq!(cfg.sources[0].tag, "worker");
}

#[test]
fn source_batch_size_overrides_global() {
    let f = write_config(
        "endpoint = \"http://x\"\nbatch_size = 200\n[http]\ntimeout_secs = 3\n\
         [[source]]\npath = \"/var/log/nginx/access.log\"\nbatch_size = 5000\n\
         [[source]]\npath = \"/var/log/app/worker.log\"\n",
    );
    let cfg = config::load(f.path()).unwrap();
    assert_eq!(cfg.sources[0].batch_size, 5000);
    assert_eq!(cfg.sources[1].batch_size, 200);
}

#[test]
fn rejects_config_without_sources() {
    let f = write_config("endpoint = \"http://x\"\n");
    assert!(config::load(f.path()).is_err());
}

#[test]
fn parses_durations() {
    assert_eq!(parse_duration("250ms").unwrap(), Duration::from_millis(250));
    assert_eq!(parse_duration("2m").unwrap(), Duration::from_secs(120));
    assert_eq!(parse_duration("7").unwrap(), Duration::from_secs(7));
    assert!(parse_duration("5h").is_err());
}
