use std::path::PathBuf;

use clap::{Parser, ValueEnum};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// 入力と同じ形式
    Keep,
    Jpeg,
    Webp,
}

fn default_jobs() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(4)
}

#[derive(Parser, Debug)]
#[command(name = "imgshrink", version, about = "写真をまとめて縮小・再圧縮する")]
pub struct Cli {
    /// 画像ファイルまたはディレクトリ
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,

    /// 最大幅 (px)
    #[arg(short, long)]
    pub width: Option<u32>,

    /// 最大高さ (px)
    #[arg(short = 'H', long)]
    pub height: Option<u32>,

    /// JPEG/WebP の品質 (1-100)
    #[arg(short, long, default_value_t = 82, value_parser = clap::value_parser!(u8).range(1..=100))]
    pub quality: u8,

    /// 出力先ディレクトリ
    #[arg(short, long, default_value = "shrunk")]
    pub out_dir: PathBuf,

    /// 出力ファイル名の末尾に付ける文字列 (例: _small)
    #[arg(long, default_value = "")]
    pub suffix: String,

    /// 出力形式
    #[arg(long, value_enum, default_value_t = Format::Keep)]
    pub format: Format,

    /// サブディレクトリも処理する
    #[arg(short, long)]
    pub recursive: bool,

    /// 並列数 (既定: CPU の論理コア数)
    #[arg(short, long, default_value_t = default_jobs())]
    pub jobs: usize,

    /// 書き出さずに出力先だけ表示する
    #[arg(long)]
    pub dry_run: bool,
}
