mod config;
mod upload;

use anyhow::Result;
use clap::Parser;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "logship", about = "Ship rotated log archives to object storage")]
struct Args {
    #[arg(long, default_value = "/etc/logship/logship.toml")]
    config: PathBuf,
    /// Day the archives belong to (YYYY-MM-DD); default yesterday
    #[arg(long)]
    day: Option<chrono::NaiveDate>,
    /// Print the keys that would be uploaded, upload nothing
    #[arg(long)]
    dry_run: bool,
}

#[tokio::main]
async fn main() -> Result<()> {
    let args = Args::parse();
    let cfg = config::Config::load(&args.config)?;
    let day = args
        .day
        .unwrap_or_else(|| chrono::Local::now().date_naive() - chrono::Duration::days(1));
    let host = hostname();
    let shared = aws_config::from_env()
        .region(aws_config::Region::new(cfg.region.clone()))
        .load()
        .await;
    let client = aws_sdk_s3::Client::new(&shared);
    for entry in std::fs::read_dir(&cfg.source_dir)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("gz") {
            continue;
        }
        let key = upload::object_key(&cfg, day, &host, &path);
        if args.dry_run {
            println!("would upload {} -> s3://{}/{}", path.display(), cfg.bucket, key);
            continue;
        }
        upload::upload_file(&client, &cfg, &key, &path).await?;
        println!("uploaded {}", key);
        if cfg.delete_after_upload {
            std::fs::remove_file(&path)?;
        }
    }
    Ok(())
}

fn hostname() -> String {
    std::env::var("HOSTNAME").unwrap_or_else(|_| "unknown-host".to_string())
}
