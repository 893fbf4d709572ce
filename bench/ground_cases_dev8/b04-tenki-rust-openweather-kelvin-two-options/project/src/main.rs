use anyhow::Result;
use clap::Parser;

mod api;
mod config;
mod discord;
mod display;
mod model;

#[derive(Parser)]
#[command(name = "tenki", about = "今日の天気をターミナルか Discord に出す")]
struct Args {
    /// 都市 (省略時は設定ファイルの city)
    #[arg(long)]
    city: Option<String>,
    /// Discord の webhook に投稿する
    #[arg(long)]
    post: bool,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let cfg = config::load()?;
    let city = args.city.unwrap_or_else(|| cfg.city.clone());
    let forecast = api::fetch_forecast(&cfg.api_key, &city)?;
    let text = display::morning_report(&city, &forecast);
    if args.post {
        discord::post(&cfg.webhook_url, &text)?;
    } else {
        println!("{text}");
    }
    Ok(())
}
