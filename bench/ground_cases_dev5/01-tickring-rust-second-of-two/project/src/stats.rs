use crate::error::Error;

pub fn mean(xs: &[f64]) -> Result<f64, Error> {
    if xs.is_empty() {
        return Err(Error::Empty);
    }
    Ok(xs.iter().sum::<f64>() / xs.len() as f64)
}

/// Nearest-rank percentile.
pub fn percentile(xs: &[f64], p: f64) -> Result<f64, Error> {
    if xs.is_empty() {
        return Err(Error::Empty);
    }
    let mut v = xs.to_vec();
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let rank = ((p / 100.0) * v.len() as f64).ceil() as usize;
    Ok(v[rank.saturating_sub(1).min(v.len() - 1)])
}
