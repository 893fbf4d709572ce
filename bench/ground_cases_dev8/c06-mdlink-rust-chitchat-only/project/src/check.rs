use crate::scan::Link;
use rayon::prelude::*;
use std::time::Duration;

pub struct CheckResult {
    pub link: Link,
    pub ok: bool,
    pub reason: Option<String>,
}

pub fn check_all(links: &[Link], offline: bool, timeout: u64) -> Vec<CheckResult> {
    let agent = ureq::AgentBuilder::new().timeout(Duration::from_secs(timeout)).build();
    links
        .par_iter()
        .filter(|l| !offline || !is_http(&l.target))
        .map(|l| check_one(&agent, l))
        .collect()
}

fn is_http(target: &str) -> bool {
    target.starts_with("http://") || target.starts_with("https://")
}

fn check_one(agent: &ureq::Agent, link: &Link) -> CheckResult {
    let (ok, reason) = if is_http(&link.target) {
        match agent.head(&link.target).call() {
            Ok(_) => (true, None),
            Err(ureq::Error::Status(code, _)) => (false, Some(format!("HTTP {code}"))),
            Err(e) => (false, Some(e.to_string())),
        }
    } else if link.target.starts_with('#') || link.target.starts_with("mailto:") {
        (true, None)
    } else {
        let base = link.file.parent().unwrap_or(link.file.as_path());
        let path = link.target.split('#').next().unwrap_or("");
        if base.join(path).exists() {
            (true, None)
        } else {
            (false, Some("no such file".to_string()))
        }
    };
    CheckResult { link: link.clone(), ok, reason }
}
