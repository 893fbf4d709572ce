use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use tlog::checksum::crc32;
use tlog::tokenize::fields;

fn sample_lines(n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            let body = format!("{}|SH600{:03}|{}|{}|{}|batch {}", 1_700_000_000 + i, i % 1000, if i % 2 == 0 { "B" } else { "S" }, 100 + i % 900, 18_250 + i as i64, i / 100);
            format!("{body}#{:08x}", crc32(body.as_bytes()))
        })
        .collect()
}

fn bench_tokenize(c: &mut Criterion) {
    let lines = sample_lines(1000);
    let mut g = c.benchmark_group("tokenize");
    g.throughput(Throughput::Elements(lines.len() as u64));
    g.bench_function("1k_lines", |b| b.iter(|| for l in &lines { black_box(fields(l)); }));
    g.finish();
}

fn bench_checksum(c: &mut Criterion) {
    let lines = sample_lines(1000);
    let mut g = c.benchmark_group("checksum");
    g.bench_function("1k_lines", |b| b.iter(|| for l in &lines { black_box(crc32(l.as_bytes())); }));
    g.finish();
}

fn bench_parse(c: &mut Criterion) {
    let lines = sample_lines(1000);
    c.bench_function("parse_line/1k", |b| b.iter(|| for l in &lines { let _ = black_box(tlog::parse_line(l)); }));
}

criterion_group!(benches, bench_tokenize, bench_checksum, bench_parse);
criterion_main!(benches);
