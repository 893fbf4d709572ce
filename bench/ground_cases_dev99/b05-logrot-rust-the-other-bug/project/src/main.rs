mod args;
mod prune;
mod size;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match args::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("logrot: {e}");
            return ExitCode::from(2);
        }
    };
    let files = match prune::scan(&args.dir, &args.pattern) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("logrot: {}: {e}", args.dir.display());
            return ExitCode::FAILURE;
        }
    };
    let policy = prune::Policy { keep: args.keep, max_total: args.max_total };
    let doomed = prune::select_for_deletion(files, &policy);

    if args.dry_run {
        let total: u64 = doomed.iter().map(|f| f.size).sum();
        for f in &doomed {
            println!("would remove {} ({})", f.path.display(), size::human(f.size));
        }
        println!("dry run: {} file(s), {}", doomed.len(), size::human(total));
        return ExitCode::SUCCESS;
    }

    let mut freed = 0;
    let mut failed = 0;
    for f in &doomed {
        match std::fs::remove_file(&f.path) {
            Ok(()) => {
                freed += f.size;
                if args.verbose {
                    println!("removed {}", f.path.display());
                }
            }
            Err(e) => {
                eprintln!("logrot: {}: {e}", f.path.display());
                failed += 1;
            }
        }
    }
    println!("removed {} file(s), freed {}", doomed.len() - failed, size::human(freed));
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
