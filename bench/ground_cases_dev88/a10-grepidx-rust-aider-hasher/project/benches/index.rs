use criterion::{black_box, criterion_group, criterion_main, Criterion};
use grepidx::{build_index, Doc};

fn corpus() -> Vec<Doc> {
    let text = include_str!("../src/index.rs").repeat(200);
    (0..50)
        .map(|i| Doc { path: format!("f{i}.rs").into(), text: text.clone() })
        .collect()
}

fn bench_build(c: &mut Criterion) {
    let docs = corpus();
    c.bench_function("build_index", |b| b.iter(|| build_index(black_box(&docs))));
}

criterion_group!(benches, bench_build);
criterion_main!(benches);
