use anyhow::Result;
use clap::{Parser, Subcommand};

mod config;
mod output;
mod store;

#[derive(Parser)]
#[command(name = "todoq", version, about = "Tiny task queue for the terminal")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Add a task
    Add {
        text: String,
        #[arg(short, long)]
        list: Option<String>,
    },
    /// List open tasks
    List {
        #[arg(short, long)]
        list: Option<String>,
        #[arg(long)]
        all: bool,
        /// Print tasks as a JSON array
        #[arg(long)]
        json: bool,
    },
    /// Mark a task done
    Done { id: u32 },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let cfg = config::load()?;
    let mut store = store::Store::open(&cfg.data_dir)?;

    match cli.command {
        Command::Add { text, list } => {
            let list = list.unwrap_or_else(|| cfg.default_list.clone());
            let task = store.add(&list, &text)?;
            println!("added #{} to {}", task.id, list);
        }
        Command::List { list, all, json } => {
            let list = list.unwrap_or_else(|| cfg.default_list.clone());
            let tasks = store.list(&list, all);
            if json {
                output::print_json(&tasks)?;
            } else {
                output::print_table(&tasks, &cfg);
            }
        }
        Command::Done { id } => {
            store.complete(id)?;
            println!("done #{id}");
        }
    }
    store.save()
}
