use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Parser)]
#[command(name = "zeni", version, about = "家計簿 CLI")]
pub struct Args {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// 銀行の CSV を取り込む
    Import { path: PathBuf },
    /// 月次レポート
    Report {
        #[arg(long)]
        month: String,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}
