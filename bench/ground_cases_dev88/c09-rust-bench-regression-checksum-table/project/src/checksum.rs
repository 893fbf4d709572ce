/// CRC-32 (IEEE 802.3), reflected, as used in the trailer of every log line.
const POLY: u32 = 0xEDB8_8320;

fn make_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    for i in 0..256u32 {
        let mut c = i;
        for _ in 0..8 {
            c = if c & 1 != 0 { POLY ^ (c >> 1) } else { c >> 1 };
        }
        table[i as usize] = c;
    }
    table
}

pub fn crc32(data: &[u8]) -> u32 {
    let table = make_table();
    let mut crc = !0u32;
    for &b in data {
        crc = table[((crc ^ b as u32) & 0xFF) as usize] ^ (crc >> 8);
    }
    !crc
}

pub fn verify(line: &str) -> bool {
    match line.rsplit_once('#') {
        Some((body, trailer)) => u32::from_str_radix(trailer, 16).is_ok_and(|want| crc32(body.as_bytes()) == want),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_vector() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
