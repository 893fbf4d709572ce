//! Fixed-capacity ring buffer that overwrites the oldest sample when full.

pub struct RingBuffer<T> {
    buf: Vec<Option<T>>,
    head: usize,
    len: usize,
}

impl<T: Clone> RingBuffer<T> {
    pub fn with_capacity(cap: usize) -> Self {
        assert!(cap > 0, "capacity must be non-zero");
        RingBuffer { buf: vec![None; cap], head: 0, len: 0 }
    }

    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn push(&mut self, value: T) {
        let slot = (self.head + self.len) % self.capacity();
        self.buf[slot] = Some(value);
        if self.len == self.capacity() {
            self.head += 1;
        } else {
            self.len += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        let cap = self.capacity();
        (0..self.len).map(move |i| {
            let mut idx = self.head + i;
            if idx >= cap {
                idx -= cap;
            }
            self.buf[idx].as_ref().expect("slot within len is filled")
        })
    }

    pub fn to_vec(&self) -> Vec<T> {
        self.iter().cloned().collect()
    }

    pub fn clear(&mut self) {
        self.buf.iter_mut().for_each(|s| *s = None);
        self.head = 0;
        self.len = 0;
    }
}
