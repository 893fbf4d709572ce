/// 振替・引き出し手数料 (円)。3 万円以上は 330 円、それ未満は 220 円。
pub fn fee_for(amount: i64) -> i64 {
    if amount >= 30_000 {
        330
    } else {
        220
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boundary() {
        assert_eq!(fee_for(29_999), 220);
        assert_eq!(fee_for(30_000), 330);
    }
}
