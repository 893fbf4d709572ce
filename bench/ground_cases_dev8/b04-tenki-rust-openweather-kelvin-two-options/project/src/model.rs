//! API のレスポンスのうち使うところだけ。
use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub struct Forecast {
    pub list: Vec<Slot>,
    pub city: City,
}

#[derive(Debug, Deserialize)]
pub struct City {
    pub name: String,
    /// UTC からのずれ (秒)
    pub timezone: i32,
}

#[derive(Debug, Deserialize)]
pub struct Slot {
    pub dt: i64,
    pub main: Main,
    pub weather: Vec<Weather>,
    /// 降水確率 (0.0〜1.0)
    #[serde(default)]
    pub pop: f64,
}

#[derive(Debug, Deserialize)]
pub struct Main {
    pub temp: f64,
    pub feels_like: f64,
    pub temp_min: f64,
    pub temp_max: f64,
    pub humidity: u8,
}

#[derive(Debug, Deserialize)]
pub struct Weather {
    pub description: String,
    pub icon: String,
}
