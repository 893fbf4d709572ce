//! 朝の天気レポートの文面。
use chrono::{DateTime, FixedOffset};

use crate::model::{Forecast, Slot};

pub fn morning_report(city: &str, f: &Forecast) -> String {
    let tz = FixedOffset::east_opt(f.city.timezone).expect("valid offset");
    let today: Vec<&Slot> = f.list.iter().take(6).collect();
    let mut lines = vec![format!("☀️ {city} の今日の天気")];
    let (lo, hi) = min_max(&today);
    lines.push(format!("最高 {} / 最低 {}", fmt_temp(hi), fmt_temp(lo)));
    for slot in &today {
        lines.push(slot_line(slot, &tz));
    }
    if today.iter().any(|s| s.pop >= 0.5) {
        lines.push("☔ 傘を持っていったほうがよさそう".to_string());
    }
    lines.join("\n")
}

fn slot_line(s: &Slot, tz: &FixedOffset) -> String {
    let at = DateTime::from_timestamp(s.dt, 0).expect("valid timestamp").with_timezone(tz);
    let desc = s.weather.first().map(|w| w.description.as_str()).unwrap_or("-");
    format!(
        "{}時 {} {} (体感 {}) 降水 {:.0}%",
        at.format("%H"),
        desc,
        fmt_temp(s.main.temp),
        fmt_temp(s.main.feels_like),
        s.pop * 100.0
    )
}

fn min_max(slots: &[&Slot]) -> (f64, f64) {
    slots.iter().fold((f64::MAX, f64::MIN), |(lo, hi), s| {
        (lo.min(s.main.temp_min), hi.max(s.main.temp_max))
    })
}

pub fn fmt_temp(celsius: f64) -> String {
    format!("{:.0}°C", celsius)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temp_is_rounded_celsius() {
        assert_eq!(fmt_temp(23.46), "23°C");
        assert_eq!(fmt_temp(18.7), "19°C");
    }
}
