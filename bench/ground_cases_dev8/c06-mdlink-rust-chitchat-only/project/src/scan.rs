use pulldown_cmark::{Event, Parser, Tag};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Debug, Clone)]
pub struct Link {
    pub file: PathBuf,
    pub line: usize,
    pub target: String,
}

pub fn collect_links(root: &Path) -> io::Result<Vec<Link>> {
    let mut out = Vec::new();
    for entry in WalkDir::new(root).into_iter().filter_map(Result::ok) {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("md") {
            continue;
        }
        let text = fs::read_to_string(path)?;
        for (event, range) in Parser::new(&text).into_offset_iter() {
            if let Event::Start(Tag::Link { dest_url, .. }) = event {
                let line = text[..range.start].matches('\n').count() + 1;
                out.push(Link { file: path.to_path_buf(), line, target: dest_url.to_string() });
            }
        }
    }
    Ok(out)
}
