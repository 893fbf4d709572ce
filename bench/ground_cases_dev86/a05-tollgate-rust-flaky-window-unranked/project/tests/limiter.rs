use std::thread;
use std::time::{Duration, Instant};

use tollgate::{global, Decision, FixedWindow, TokenBucket};

#[test]
fn window_denies_after_limit() {
    let w = FixedWindow::new(3, Duration::from_secs(60));
    let t0 = Instant::now();
    for _ in 0..3 {
        assert!(w.check_at(t0).is_allowed());
    }
    assert!(matches!(w.check_at(t0), Decision::Deny { .. }));
}

#[test]
fn window_resets() {
    let limiter = global().get("client-a");
    for _ in 0..5 {
        assert!(limiter.check().is_allowed());
    }
    assert!(!limiter.check().is_allowed());
    thread::sleep(Duration::from_millis(110));
    assert!(limiter.check().is_allowed(), "window should have reset");
}

#[test]
fn registry_keys_are_independent() {
    let a = global().get("client-a");
    let b = global().get("client-b");
    assert!(a.check().is_allowed());
    for _ in 0..5 {
        assert!(b.check().is_allowed());
    }
    assert!(!b.check().is_allowed());
}

#[test]
fn bucket_refills() {
    let b = TokenBucket::new(2, 10.0);
    let t0 = Instant::now();
    assert!(b.check_at(t0).is_allowed());
    assert!(b.check_at(t0).is_allowed());
    assert!(!b.check_at(t0).is_allowed());
    assert!(b.check_at(t0 + Duration::from_millis(100)).is_allowed());
}

#[test]
fn bucket_allows_full_burst_then_denies() {
    let b = TokenBucket::new(4, 2.0);
    let t0 = Instant::now();
    for i in 0..4 {
        assert_eq!(b.check_at(t0), Decision::Allow { remaining: 3 - i });
    }
    // empty bucket, 2 tokens/s: the next token is 500 ms away
    assert_eq!(b.check_at(t0), Decision::Deny { retry_after_ms: 500 });
}
