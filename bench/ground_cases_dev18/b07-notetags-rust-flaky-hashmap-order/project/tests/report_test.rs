use notetags::{collect, report};

fn note(tags: &str) -> String {
    format!("---\ntitle: x\ntags: {tags}\n---\nbody\n")
}

#[test]
fn summary_is_empty_without_tags() {
    let stats = collect(["just text"]);
    assert_eq!(report::render_summary(&stats), "");
}

#[test]
fn summary_lists_tags_by_count() {
    let docs = [
        note("rust, cli"),
        note("rust"),
        note("rust, web"),
    ];
    let stats = collect(docs.iter().map(String::as_str));
    let out = report::render_summary(&stats);
    assert_eq!(out, "rust 3\ncli 1\nweb 1\n");
}

#[test]
fn tags_are_lowercased() {
    let docs = [note("Rust"), note("RUST")];
    let stats = collect(docs.iter().map(String::as_str));
    assert_eq!(report::render_summary(&stats), "rust 2\n");
}
