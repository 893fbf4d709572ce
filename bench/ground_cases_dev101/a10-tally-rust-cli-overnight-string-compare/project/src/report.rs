use crate::entry::Entry;
use chrono::{Datelike, NaiveDate};
use std::collections::BTreeMap;

pub struct Row {
    pub label: String,
    pub minutes: i64,
}

pub fn by_day(entries: &[Entry]) -> Vec<Row> {
    let mut totals: BTreeMap<NaiveDate, i64> = BTreeMap::new();
    for e in entries {
        *totals.entry(e.date).or_default() += e.minutes();
    }
    totals
        .into_iter()
        .map(|(day, minutes)| Row { label: day.format("%a %Y-%m-%d").to_string(), minutes })
        .collect()
}

pub fn by_week(entries: &[Entry]) -> Vec<Row> {
    let mut totals: BTreeMap<(i32, u32), i64> = BTreeMap::new();
    for e in entries {
        let week = e.date.iso_week();
        *totals.entry((week.year(), week.week())).or_default() += e.minutes();
    }
    totals
        .into_iter()
        .map(|((year, week), minutes)| Row { label: format!("{year}-W{week:02}"), minutes })
        .collect()
}

pub fn by_project(entries: &[Entry]) -> Vec<Row> {
    let mut totals: BTreeMap<&str, i64> = BTreeMap::new();
    for e in entries {
        *totals.entry(e.project.as_str()).or_default() += e.minutes();
    }
    let mut rows: Vec<Row> = totals
        .into_iter()
        .map(|(project, minutes)| Row { label: project.to_string(), minutes })
        .collect();
    rows.sort_by(|a, b| b.minutes.cmp(&a.minutes));
    rows
}

pub fn format_duration(minutes: i64) -> String {
    format!("{:.1}h", minutes as f64 / 60.0)
}

pub fn render(rows: &[Row]) -> String {
    let width = rows.iter().map(|r| r.label.len()).max().unwrap_or(0).max(5);
    let mut out = String::new();
    let mut total = 0;
    for r in rows {
        total += r.minutes;
        out.push_str(&format!("{:<width$}  {:>8}\n", r.label, format_duration(r.minutes)));
    }
    out.push_str(&format!("{:<width$}  {:>8}\n", "total", format_duration(total)));
    out
}
