//! OpenWeatherMap の 5 日間予報 API (3 時間ごと)。
use anyhow::{bail, Context, Result};

use crate::model::Forecast;

const BASE: &str = "https://api.openweathermap.org/data/2.5/forecast";

/// 今から 24 時間分 (3 時間 x 8 枠) の予報を取る。
pub fn fetch_forecast(api_key: &str, city: &str) -> Result<Forecast> {
    let url = format!("{BASE}?q={city},jp&appid={api_key}&lang=ja&cnt=8");
    let res = reqwest::blocking::get(&url).context("forecast request failed")?;
    if !res.status().is_success() {
        bail!("forecast API returned {}", res.status());
    }
    res.json::<Forecast>().context("unexpected forecast JSON")
}
