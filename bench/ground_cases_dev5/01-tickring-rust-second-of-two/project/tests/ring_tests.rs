use tickring::RingBuffer;

#[test]
fn starts_empty() {
    let r: RingBuffer<u32> = RingBuffer::with_capacity(4);
    assert!(r.is_empty());
    assert_eq!(r.capacity(), 4);
}

#[test]
fn keeps_insertion_order() {
    let mut r = RingBuffer::with_capacity(4);
    for i in 0..3 {
        r.push(i);
    }
    assert_eq!(r.to_vec(), vec![0, 1, 2]);
}

#[test]
fn overwrites_oldest() {
    let mut r = RingBuffer::with_capacity(4);
    for i in 0..6 {
        r.push(i);
    }
    assert_eq!(r.to_vec(), vec![2, 3, 4, 5]);
}

#[test]
fn overwrites_oldest_many_times() {
    let mut r = RingBuffer::with_capacity(4);
    for i in 0..11 {
        r.push(i);
    }
    assert_eq!(r.to_vec(), vec![7, 8, 9, 10]);
}
