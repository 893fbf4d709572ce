use std::fs;
use std::path::Path;

pub struct Note {
    pub title: String,
    pub body: String,
    pub draft: bool,
}

/// "Hello, World!" -> "hello-world"
pub fn slugify(title: &str) -> String {
    let mut slug = String::with_capacity(title.len());
    for c in title.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

pub fn render(note: &Note, site_title: &str) -> String {
    format!(
        "<!doctype html>\n<title>{} · {}</title>\n<h1>{}</h1>\n<article>{}</article>\n",
        note.title, site_title, note.title, note.body
    )
}

pub fn write_all(notes: &[Note], out: &Path, site_title: &str, drafts: bool) -> std::io::Result<usize> {
    fs::create_dir_all(out)?;
    let mut written = 0;
    for note in notes.iter().filter(|n| drafts || !n.draft) {
        fs::write(out.join(format!("{}.html", slugify(&note.title))), render(note, site_title))?;
        written += 1;
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slug_basic() {
        assert_eq!(slugify("Hello, World"), "hello-world");
    }

    #[test]
    fn slug_collapses_runs() {
        assert_eq!(slugify("C++ tips"), "c-tips");
        assert_eq!(slugify("  --Rust!! "), "rust");
    }
}
