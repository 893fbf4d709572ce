use anyhow::Result;
use clap::Parser;
use tracing_subscriber::EnvFilter;

mod config;
mod plan;
mod upload;

#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    /// Local folder to mirror.
    source: std::path::PathBuf,
    /// Destination, e.g. s3://bucket/prefix
    dest: String,
    /// Show what would change without uploading.
    #[arg(long)]
    dry_run: bool,
    /// Delete remote objects that no longer exist locally.
    #[arg(long)]
    delete: bool,
    /// Parallel uploads.
    #[arg(long, short = 'j', default_value_t = 8)]
    jobs: usize,
    /// Config file (defaults to ./tidesync.toml if present).
    #[arg(long, env = "TIDESYNC_CONFIG")]
    config: Option<std::path::PathBuf>,
}

#[tokio::main]
async fn main() -> Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::from_default_env())
        .init();
    let cli = Cli::parse();
    let cfg = config::load(cli.config.as_deref())?;
    let target = upload::Target::parse(&cli.dest)?;
    let client = upload::client(&cfg).await;
    let remote = upload::list(&client, &target).await?;
    let plan = plan::build(&cli.source, &remote, &cfg.exclude, cli.delete)?;
    println!("{}", plan.summary());
    if cli.dry_run {
        return Ok(());
    }
    upload::apply(&client, &target, &cli.source, &plan, cli.jobs).await?;
    Ok(())
}
