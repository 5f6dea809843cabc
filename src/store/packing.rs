//! The form a reply's mail is kept in: compressed with LZ4, each block led
//! by its length.
//!
//! What it buys: a board mail repeats the board and the move list in its
//! text and HTML parts, and its picture's recipe is verbose JSON; packed,
//! the two come to 38% of their bytes, so that a move's record writes its
//! outbox rows into three or four pages instead of seven (every
//! page of a commit is written twice, into the write-ahead log and at the
//! checkpoint). Packing takes a few microseconds a mail, and is done while
//! the mail is prepared, beside the commit of the mail before. The plain
//! path it stands for is storing the bytes as they are, which rows stored
//! before this form (`packed = 0`) still are.

use anyhow::{Context, bail};

/// The largest unpacked block accepted: a stored block claiming more is
/// taken as damaged rather than given the memory (a reply is at most a few
/// hundred kilobytes).
const MAX_UNPACKED: usize = 16 * 1024 * 1024;

/// `bytes`, packed.
pub fn pack(bytes: &[u8]) -> Vec<u8> {
    lz4_flex::compress_prepend_size(bytes)
}

/// The bytes a packed block holds.
pub fn unpack(packed: &[u8]) -> anyhow::Result<Vec<u8>> {
    let Some(len) = packed.get(..4) else {
        bail!("a packed mail is too short to be one");
    };
    let len = u32::from_le_bytes(len.try_into().expect("four bytes")) as usize;
    if len > MAX_UNPACKED {
        bail!("a packed mail claims {len} bytes, more than a mail can be");
    }
    let bytes =
        lz4_flex::decompress_size_prepended(packed).context("a packed mail cannot be unpacked")?;
    if bytes.len() != len {
        bail!(
            "a packed mail unpacks to {} bytes, not the {len} it claims",
            bytes.len()
        );
    }
    Ok(bytes)
}

/// A reply's mail in the form the outbox keeps it: the mail, and when its
/// picture is drawn at delivery, where the picture goes and its recipe,
/// each packed.
#[derive(Debug, Clone)]
pub struct StoredMail {
    pub(super) raw: Vec<u8>,
    pub(super) picture: Option<(i64, Vec<u8>)>,
}

impl StoredMail {
    /// Packs a mail, and the recipe of a picture put in at offset `at` of
    /// it at delivery.
    pub fn pack(raw: &[u8], picture: Option<(usize, &[u8])>) -> StoredMail {
        StoredMail {
            raw: pack(raw),
            picture: picture.map(|(at, recipe)| (at as i64, pack(recipe))),
        }
    }

    /// Whether a picture is put in at delivery.
    pub fn has_picture(&self) -> bool {
        self.picture.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_gives_back_the_bytes() {
        let mail = "Subject: yinsh Board 101\r\n\r\n".repeat(50);
        let packed = pack(mail.as_bytes());
        assert!(packed.len() < mail.len() / 4, "{} bytes", packed.len());
        assert_eq!(unpack(&packed).unwrap(), mail.as_bytes());
        assert_eq!(unpack(&pack(b"")).unwrap(), b"");
    }

    #[test]
    fn a_damaged_block_is_an_error_not_a_panic_or_a_huge_allocation() {
        assert!(unpack(b"").is_err());
        assert!(unpack(b"\x01\x00").is_err());
        // Claims 4 GiB.
        assert!(unpack(b"\xff\xff\xff\xff\x10abc").is_err());
        // Claims more bytes than it holds.
        let mut p = pack(b"abc");
        p[0] = 4;
        assert!(unpack(&p).is_err());
        let mut p = pack(b"a board mail, a board mail, a board mail");
        let n = p.len();
        p.truncate(n - 3);
        assert!(unpack(&p).is_err());
        // Any bytes at all: an error or some bytes, never a panic.
        let mut x = 7u32;
        for _ in 0..2000 {
            let junk: Vec<u8> = (0..40)
                .map(|_| {
                    x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    (x >> 16) as u8
                })
                .collect();
            let _ = unpack(&junk);
        }
    }
}
