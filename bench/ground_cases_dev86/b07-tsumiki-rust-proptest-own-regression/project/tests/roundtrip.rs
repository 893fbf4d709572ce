use proptest::prelude::*;
use tsumiki::{format_duration, parse_duration};

proptest! {
    #[test]
    fn roundtrip(secs in 0u64..1_000_000) {
        let text = format_duration(secs);
        prop_assert_eq!(parse_duration(&text), Ok(secs));
    }

    #[test]
    fn plain_seconds(secs in 0u64..100_000) {
        prop_assert_eq!(parse_duration(&secs.to_string()), Ok(secs));
    }
}
