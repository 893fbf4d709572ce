#![no_main]

use humanbytes::{format_size_with, parse_size, FormatOptions, Style};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, arbitrary::Arbitrary)]
struct Input<'a> {
    text: &'a str,
    bytes: u64,
    decimal: bool,
    precision: u8,
}

fuzz_target!(|input: Input<'_>| {
    // parsing arbitrary text must never panic
    let _ = parse_size(input.text);

    // formatting any u64 must never panic, and must parse back close to the original
    let opts = FormatOptions {
        style: if input.decimal { Style::Decimal } else { Style::Binary },
        precision: 1 + usize::from(input.precision % 3),
        space: true,
    };
    let text = format_size_with(input.bytes, opts);
    let back = parse_size(&text).expect("formatted sizes parse back");
    if input.bytes > 0 {
        let error = (back as f64 - input.bytes as f64).abs() / input.bytes as f64;
        assert!(error < 0.06, "{text} parsed back as {back}, from {}", input.bytes);
    }
});
