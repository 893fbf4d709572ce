//! Read and write metrics in the Prometheus text exposition format.
//!
//! ```
//! use promtext::{Metric, render_metric};
//!
//! let m = Metric::new("up", 1.0);
//! assert_eq!(render_metric(&m), "up 1");
//! ```

mod metric;
mod parse;
mod render;

pub use metric::Metric;
pub use parse::{parse_line, ParseError};
pub use render::{escape_label_value, render_labels, render_metric};

/// Render many metrics, one per line, with a trailing newline.
pub fn render_all(metrics: &[Metric]) -> String {
    let mut out = String::new();
    for m in metrics {
        out.push_str(&render_metric(m));
        out.push('\n');
    }
    out
}
