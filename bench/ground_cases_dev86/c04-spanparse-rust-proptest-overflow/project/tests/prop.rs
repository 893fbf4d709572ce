use std::time::Duration;

use proptest::prelude::*;
use spanparse::{format_duration, parse_duration};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn never_panics(s in "\\PC{0,16}") {
        let _ = parse_duration(&s);
    }

    #[test]
    fn number_with_unit_never_panics(s in "[0-9]{1,19}(ms|s|m|h|d)") {
        let _ = parse_duration(&s);
    }

    #[test]
    fn format_roundtrips(secs in 1u64..10_000_000) {
        let d = Duration::from_secs(secs);
        prop_assert_eq!(parse_duration(&format_duration(d)).unwrap(), d);
    }
}
