use crate::stats::Stats;

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// `{"notes":N,"untagged":N,"tags":{"tag":count,...}}`
pub fn to_json(stats: &Stats) -> String {
    let tags: Vec<String> = stats
        .by_tag
        .iter()
        .map(|(tag, count)| format!("\"{}\":{}", escape(tag), count))
        .collect();
    format!(
        "{{\"notes\":{},\"untagged\":{},\"tags\":{{{}}}}}",
        stats.notes,
        stats.untagged,
        tags.join(",")
    )
}
