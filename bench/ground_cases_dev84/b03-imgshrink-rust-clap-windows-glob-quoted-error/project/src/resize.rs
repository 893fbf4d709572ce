use std::path::Path;

use anyhow::{Context, Result};
use image::imageops::FilterType;

use crate::cli::Cli;

/// 幅・高さの上限に収まる大きさ。縦横比は保ち、拡大はしない。
pub fn target_size(w: u32, h: u32, max_w: Option<u32>, max_h: Option<u32>) -> (u32, u32) {
    let sx = max_w.map(|m| m as f64 / w as f64).unwrap_or(1.0);
    let sy = max_h.map(|m| m as f64 / h as f64).unwrap_or(1.0);
    let s = sx.min(sy).min(1.0);
    (((w as f64) * s).round().max(1.0) as u32, ((h as f64) * s).round().max(1.0) as u32)
}

pub fn shrink_file(src: &Path, dst: &Path, cli: &Cli) -> Result<()> {
    let img = image::open(src).with_context(|| "読み込めません")?;
    let (w, h) = target_size(img.width(), img.height(), cli.width, cli.height);
    let img = if (w, h) == (img.width(), img.height()) { img } else { img.resize_exact(w, h, FilterType::Lanczos3) };
    let mut out = std::io::BufWriter::new(std::fs::File::create(dst).with_context(|| "書き込めません")?);
    match dst.extension().and_then(|e| e.to_str()) {
        Some("jpg") | Some("jpeg") => {
            let enc = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, cli.quality);
            img.to_rgb8().write_with_encoder(enc)?;
        }
        _ => img.save(dst)?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_aspect_ratio() {
        assert_eq!(target_size(4000, 3000, Some(1600), None), (1600, 1200));
        assert_eq!(target_size(3000, 4000, Some(1600), Some(1600)), (1200, 1600));
    }

    #[test]
    fn never_enlarges() {
        assert_eq!(target_size(800, 600, Some(1600), None), (800, 600));
    }
}
