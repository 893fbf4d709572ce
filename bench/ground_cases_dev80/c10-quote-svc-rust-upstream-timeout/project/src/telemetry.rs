use tracing_subscriber::{fmt, prelude::*, EnvFilter};

use crate::settings::LogSettings;

pub fn init(cfg: &LogSettings) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(&cfg.level));
    let registry = tracing_subscriber::registry().with(filter);
    match cfg.format.as_str() {
        "json" => registry
            .with(fmt::layer().json().flatten_event(true).with_current_span(true))
            .init(),
        _ => registry.with(fmt::layer().pretty()).init(),
    }
}
