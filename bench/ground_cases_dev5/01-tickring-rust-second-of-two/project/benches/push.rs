#![feature(test)]
extern crate test;

use test::Bencher;
use tickring::RingBuffer;

#[bench]
fn push_1k(b: &mut Bencher) {
    let mut r = RingBuffer::with_capacity(1024);
    b.iter(|| {
        for i in 0..1000u32 {
            r.push(i);
        }
    });
}
