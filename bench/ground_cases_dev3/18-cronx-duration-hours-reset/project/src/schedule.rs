use std::time::Duration;

pub fn parse_every(spec: &str) -> Option<Duration> {
    let spec = spec.strip_prefix("every ")?;
    crate::duration::parse_duration(spec).ok()
}
