mod config;
mod render;

use std::net::TcpListener;
use std::path::Path;

use render::Note;

fn main() {
    let cmd = std::env::args().nth(1).unwrap_or_else(|| "build".to_string());
    let mut cfg = match config::load(Path::new("notes.toml")) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("notes.toml: {e}");
            std::process::exit(2);
        }
    };
    config::apply_env(&mut cfg);
    let notes = vec![
        Note { title: "Welcome".into(), body: "First note.".into(), draft: false },
        Note { title: "C++ tips".into(), body: "Work in progress.".into(), draft: true },
    ];
    let written = render::write_all(&notes, Path::new(&cfg.output_dir), &cfg.title, cfg.drafts)
        .expect("writing the site");
    println!("wrote {written} pages to {}", cfg.output_dir);

    if cmd == "serve" {
        let listener = TcpListener::bind(("127.0.0.1", cfg.port)).expect("binding the port");
        println!("serving {} on http://{}", cfg.output_dir, listener.local_addr().unwrap());
        for stream in listener.incoming().flatten() {
            drop(stream); // static file serving lives in the next PR
        }
    }
}
