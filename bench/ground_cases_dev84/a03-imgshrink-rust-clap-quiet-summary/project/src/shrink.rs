use anyhow::{Context, Result};
use image::codecs::jpeg::JpegEncoder;
use image::ImageFormat;
use std::fs;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

pub struct Outcome {
    pub path: PathBuf,
    pub before: u64,
    pub after: u64,
}

pub fn collect(inputs: &[PathBuf], recursive: bool) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for input in inputs {
        if input.is_dir() {
            let depth = if recursive { usize::MAX } else { 1 };
            for entry in WalkDir::new(input).max_depth(depth).into_iter().flatten() {
                if entry.file_type().is_file() && is_image(entry.path()) {
                    files.push(entry.into_path());
                }
            }
        } else {
            files.push(input.clone());
        }
    }
    files
}

fn is_image(p: &Path) -> bool {
    matches!(
        p.extension().and_then(|e| e.to_str()).map(|e| e.to_ascii_lowercase()).as_deref(),
        Some("jpg" | "jpeg" | "png")
    )
}

pub fn shrink_one(path: &Path, out_dir: Option<&Path>, quality: u8, dry_run: bool) -> Result<Outcome> {
    let before = fs::metadata(path).with_context(|| format!("cannot stat {}", path.display()))?.len();
    let img = image::open(path).with_context(|| format!("cannot decode {}", path.display()))?;
    let target = match out_dir {
        Some(dir) => dir.join(path.file_name().unwrap()),
        None => path.to_path_buf(),
    };
    if dry_run {
        return Ok(Outcome { path: target, before, after: before });
    }
    let tmp = target.with_extension("imgshrink.tmp");
    {
        let file = fs::File::create(&tmp).with_context(|| format!("cannot write {}", tmp.display()))?;
        let mut w = BufWriter::new(file);
        match ImageFormat::from_path(path)? {
            ImageFormat::Jpeg => img.write_with_encoder(JpegEncoder::new_with_quality(&mut w, quality))?,
            _ => img.write_to(&mut w, ImageFormat::Png)?,
        }
    }
    let after = fs::metadata(&tmp)?.len();
    if after >= before && out_dir.is_none() {
        fs::remove_file(&tmp)?;
        return Ok(Outcome { path: target, before, after: before });
    }
    fs::rename(&tmp, &target)?;
    Ok(Outcome { path: target, before, after })
}
