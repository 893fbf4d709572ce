use criterion::{criterion_group, criterion_main, Criterion};
use tagsync::merge::merge_labels;
use tagsync::model::Label;

fn sources(n_sources: usize, per_source: usize) -> Vec<Vec<Label>> {
    (0..n_sources)
        .map(|s| {
            (0..per_source)
                .map(|i| Label { name: format!("label-{}", (s * 7 + i) % (per_source * 3)), color: "000000".into() })
                .collect()
        })
        .collect()
}

fn bench_merge(c: &mut Criterion) {
    let small = sources(20, 100);
    let big = sources(200, 250);
    c.bench_function("merge 20x100", |b| b.iter(|| merge_labels(&small)));
    c.bench_function("merge 200x250", |b| b.iter(|| merge_labels(&big)));
}

criterion_group!(benches, bench_merge);
criterion_main!(benches);
