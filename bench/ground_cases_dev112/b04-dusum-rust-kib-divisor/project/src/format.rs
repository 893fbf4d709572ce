//! Output formatting for dusum.

/// Render a byte count for display. Plain numbers unless `human` is set.
pub fn size(bytes: u64, human: bool) -> String {
    if human {
        human_size(bytes)
    } else {
        bytes.to_string()
    }
}

/// Human-readable size with binary units (KiB, MiB, ...), one decimal.
pub fn human_size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let step = 1000.0_f64;
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= step && unit < UNITS.len() - 1 {
        value /= step;
        unit += 1;
    }
    if unit == 0 {
        format!("{} {}", bytes, UNITS[0])
    } else {
        format!("{:.1} {}", value, UNITS[unit])
    }
}

pub fn pad_right(s: &str, width: usize) -> String {
    let mut out = s.to_string();
    while out.chars().count() < width {
        out.push(' ');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads() {
        assert_eq!(pad_right("ab", 4), "ab  ");
    }

    #[test]
    fn plain_size() {
        assert_eq!(size(2048, false), "2048");
    }
}
