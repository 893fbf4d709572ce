use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "dotsync", version, about = "dotfiles を git リポジトリと同期する")]
pub struct Cli {
    /// 詳細ログ（-v: info, -vv: debug, -vvv: trace）
    #[arg(short, long, global = true, default_value_t = 0)]
    pub verbose: u8,

    /// 設定ファイルのパス
    #[arg(short, long, global = true)]
    pub config: Option<PathBuf>,

    /// 実際には書き込まずに差分だけ表示する
    #[arg(long, global = true)]
    pub dry_run: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// リモートから取得してホームディレクトリに反映する
    Sync {
        /// ローカルの変更を上書きする
        #[arg(long)]
        force: bool,
        /// 指定した名前のエントリだけ同期する（複数指定可）
        #[arg(long, value_name = "NAME")]
        only: Vec<String>,
    },
    /// 管理対象の状態を表示する
    Status,
    /// ファイルを管理対象に追加する
    Add {
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
